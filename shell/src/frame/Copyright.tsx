import { company } from 'contract/company/company';
import { BrowserYear } from 'shared-ui/kit/BrowserYear';
import styles from './Copyright.module.css';

export function Copyright() {
  return (
    <p className={styles.copyright}>
      © <BrowserYear drawnYear={__BUILD_YEAR__} /> {company.legalName} All rights reserved. Serving {company.region} since{' '}
      {company.founded}.
    </p>
  );
}
