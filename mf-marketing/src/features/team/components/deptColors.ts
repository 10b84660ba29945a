import type { CSSProperties } from 'react';
import type { Department } from '../data/employees';

/** Card border colour by department (design tokens): Admin white, Management yellow, Sales grey, Technician blue. */
export const DEPT_COLORS: Record<Department, string> = {
  Admin: 'var(--dept-admin)',
  Management: 'var(--dept-management)',
  Sales: 'var(--dept-sales)',
  Technician: 'var(--dept-technician)',
};

/** The style that hands a department's colour to the elements drawn in it, as --dept-color. */
export const deptColorStyle = (dept: Department) => ({ '--dept-color': DEPT_COLORS[dept] }) as CSSProperties;
