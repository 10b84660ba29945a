import type { Department } from './employees';

export interface DepartmentGroup {
  dept: Department;
  /** The section's heading on the team page. */
  heading: string;
}

/** The team page's sections, in the order a visitor meets them. */
export const DEPARTMENTS: readonly DepartmentGroup[] = [
  { dept: 'Management', heading: 'Management' },
  { dept: 'Admin', heading: 'Admin' },
  { dept: 'Sales', heading: 'Sales' },
  { dept: 'Technician', heading: 'Technicians' },
];
