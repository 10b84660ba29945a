import { Card } from 'shared-ui/kit/Card';
import { Photo } from 'shared-ui/kit/Photo';
import { portraits } from '../../../assets/generated/portraits';
import type { Employee } from '../data/employees';
import { DEPT_COLORS } from './deptColors';
import styles from './EmployeeCard.module.css';

/** One person: portrait, name, title, department and the year they joined, bordered in their department's colour. */
export function EmployeeCard({ employee }: { employee: Employee }) {
  const name = `${employee.firstName} ${employee.lastName}`;
  return (
    <Card
      as="li"
      title={name}
      headingLevel={2}
      accent={DEPT_COLORS[employee.dept]}
      className={styles.card}
      media={<Photo photo={{ ...portraits[employee.img], alt: `Illustrated portrait of ${name}` }} className={styles.portrait} />}
    >
      <p className={styles.role}>{employee.title}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Department</dt>
          <dd>{employee.dept}</dd>
        </div>
        <div>
          <dt>Team Member Since</dt>
          <dd>{employee.year}</dd>
        </div>
      </dl>
    </Card>
  );
}
