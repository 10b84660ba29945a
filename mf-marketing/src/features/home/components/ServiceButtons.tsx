import { LinkButton } from 'shared-ui/kit/LinkButton';
import styles from './ServiceButtons.module.css';

/** The three ways into what we do. */
export function ServiceButtons() {
  return (
    <nav aria-label="Our services" className={styles.buttons}>
      <LinkButton to="/residentialservices">Residential services</LinkButton>
      <LinkButton to="/commercialservices">Commercial services</LinkButton>
      <LinkButton to="/brands" variant="secondary">
        Brands we carry
      </LinkButton>
    </nav>
  );
}
