import { company } from 'contract/company/company';
import { buttonClassName } from 'shared-ui/kit/Button';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { PATHS } from '../paths';

/** A page's two next steps, a quote and a call, as its first screen and its closing band offer them (#33). */
export function QuoteAndCall({ className }: { className?: string }) {
  return (
    <div className={className}>
      <LinkButton to={PATHS.opportunity} variant="accent">
        Get a quote
      </LinkButton>
      <a href={company.phone.href} className={buttonClassName('ghost')}>
        Call {company.phone.display}
      </a>
    </div>
  );
}
