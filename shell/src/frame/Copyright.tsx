import { company } from 'contract/company/company';
import { useCurrentYear } from 'shared-ui/hooks/useCurrentYear';
import styles from './Copyright.module.css';

export function Copyright() {
  const year = useCurrentYear(__BUILD_YEAR__);
  return (
    <p className={styles.copyright}>
      © {year} {company.legalName} All rights reserved. Serving {company.region} since{' '}
      {company.founded}.
    </p>
  );
}
