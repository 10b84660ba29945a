import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is being waited for, read out to screen readers. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label = 'Loading', size = 'large' }: SpinnerProps) {
  return (
    <div role="status" className={styles.wrapper}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
