import { useEffect, useRef, type ReactNode } from 'react';
import styles from './PaymentWizard.module.css';

/**
 * A step's heading. It takes focus when the step appears after another one, so
 * keyboard and screen-reader users land on the new step (not on the first page load).
 */
export function StepHeading({ children, focusOnMount, id }: { children: ReactNode; focusOnMount: boolean; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={heading} id={id} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h2>
  );
}
