import { company } from 'contract/company/company';
import { buttonClassName } from 'shared-ui/kit/Button';
import { cx } from 'shared-ui/kit/cx';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { PATHS } from '../paths';
import styles from './QuoteAndCall.module.css';

/**
 * A page's two next steps on a dark band, as its first screen and its closing band offer
 * them (#33): the quote amber, the call beside it the outline, so one button leads (#43).
 */
export function QuoteAndCall({ className }: { className?: string }) {
  return (
    <div className={cx(styles.pair, className)}>
      <LinkButton to={PATHS.opportunity} variant="accent">
        Get a quote
      </LinkButton>
      <a href={company.phone.href} className={buttonClassName('secondary')}>
        Call {company.phone.display}
      </a>
    </div>
  );
}
