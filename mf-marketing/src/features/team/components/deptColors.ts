import type { Department } from '../data/employees';

/** Card border colour by department (design tokens): Admin white, Management yellow, Sales grey, Technician blue. */
export const DEPT_COLORS: Record<Department, string> = {
  Admin: 'var(--dept-admin)',
  Management: 'var(--dept-management)',
  Sales: 'var(--dept-sales)',
  Technician: 'var(--dept-technician)',
};
