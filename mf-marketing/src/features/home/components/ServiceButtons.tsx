import { LinkButton } from 'shared-ui/kit/LinkButton';
import styles from './ServiceButtons.module.css';
import { PATHS } from '../../../paths';

/** The three ways into what we do. */
export function ServiceButtons() {
  return (
    <nav aria-label="Our services" className={styles.buttons}>
      <LinkButton to={PATHS.residentialServices}>Residential services</LinkButton>
      <LinkButton to={PATHS.commercialServices}>Commercial services</LinkButton>
      <LinkButton to={PATHS.brands} variant="secondary">
        Brands we carry
      </LinkButton>
    </nav>
  );
}
