import { company } from 'contract/company/company';
import { useCurrentYear } from 'shared-ui/hooks/useCurrentYear';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { DEPT_COLORS } from './components/deptColors';
import { EmployeeCard } from './components/EmployeeCard';
import { EMPLOYEES, type Department } from './data/employees';
import styles from './TeamPage.module.css';

const DEPARTMENTS: readonly Department[] = ['Management', 'Admin', 'Sales', 'Technician'];
const count = (dept: Department) => EMPLOYEES.filter((employee) => employee.dept === dept).length;

export default function TeamPage() {
  const yearsInBusiness = useCurrentYear(__BUILD_YEAR__) - company.founded;
  return (
    <Page
      title="Our Team"
      lead="The people who design your system are the people who install it, program it and answer the phone when you need help."
    >
      <PageMeta
        title="Our Team"
        description={`Meet the ${EMPLOYEES.length} designers, technicians, programmers and office staff of ${company.name}, in ${company.address.city}, Wisconsin since ${company.founded}.`}
      />
      <dl className={styles.facts}>
        <div>
          <dt>Founded</dt>
          <dd>{company.founded}</dd>
        </div>
        <div>
          <dt>Years in business</dt>
          <dd>{yearsInBusiness}</dd>
        </div>
        <div>
          <dt>People on the team</dt>
          <dd>{EMPLOYEES.length}</dd>
        </div>
        <div>
          <dt>Field technicians</dt>
          <dd>{count('Technician')}</dd>
        </div>
      </dl>
      <div className={styles.hiring}>
        <p>
          We are always looking for careful, curious people who like solving problems in other people&rsquo;s homes and businesses.
        </p>
        <LinkButton to="/apply">We are hiring</LinkButton>
      </div>
      <ul className={styles.legend} aria-label="Card colors by department">
        {DEPARTMENTS.map((dept) => (
          <li key={dept}>
            <span className={styles.swatch} style={{ background: DEPT_COLORS[dept] }} aria-hidden="true" />
            {dept}
          </li>
        ))}
      </ul>
      <ul className={styles.grid} aria-label="Team members">
        {EMPLOYEES.map((employee) => (
          <EmployeeCard key={employee.key} employee={employee} />
        ))}
      </ul>
    </Page>
  );
}
