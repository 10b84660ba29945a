import { company } from 'contract/company/company';
import styles from './Copyright.module.css';

export function Copyright() {
  return (
    <p className={styles.copyright}>
      © {new Date().getFullYear()} {company.legalName} All rights reserved. Serving {company.region} since{' '}
      {company.founded}.
    </p>
  );
}
