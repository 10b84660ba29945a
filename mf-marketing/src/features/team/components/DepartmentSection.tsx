import type { Employee } from '../data/employees';
import type { DepartmentGroup } from '../data/departments';
import { deptColorStyle } from './deptColors';
import { EmployeeCard } from './EmployeeCard';
import styles from './DepartmentSection.module.css';

/** A department: its heading, marked with the rule in its colour that tops its cards, and its people. */
export function DepartmentSection({ group, people }: { group: DepartmentGroup; people: readonly Employee[] }) {
  const headingId = `team-${group.dept.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={styles.section} style={deptColorStyle(group.dept)}>
      <h2 id={headingId} className={styles.heading}>
        <span className={styles.rule} aria-hidden="true" />
        {group.heading}
      </h2>
      <ul className={styles.people} aria-labelledby={headingId}>
        {people.map((employee) => (
          <EmployeeCard key={employee.key} employee={employee} />
        ))}
      </ul>
    </section>
  );
}
