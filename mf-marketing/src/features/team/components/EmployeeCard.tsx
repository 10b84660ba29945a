import { Photo } from 'shared-ui/kit/Photo';
import { portraits } from '../../../assets/generated/portraits';
import type { Employee } from '../data/employees';
import { deptColorStyle } from './deptColors';
import styles from './EmployeeCard.module.css';

/**
 * One person: portrait, name, title and the year they joined, topped by a rule in their
 * department's colour. The department itself is the heading of the list it sits in.
 */
export function EmployeeCard({ employee }: { employee: Employee }) {
  const name = `${employee.firstName} ${employee.lastName}`;
  return (
    <li className={styles.card} style={deptColorStyle(employee.dept)}>
      <Photo photo={{ ...portraits[employee.img], alt: `Illustrated portrait of ${name}` }} className={styles.portrait} />
      <div className={styles.text}>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.role}>{employee.title}</p>
        <dl className={styles.since}>
          <dt>Team Member Since</dt> <dd>{employee.year}</dd>
        </dl>
      </div>
    </li>
  );
}
