import { company } from 'contract/company/company';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { ClosingBand } from '../../common/ClosingBand';
import { DepartmentSection } from './components/DepartmentSection';
import { DEPARTMENTS } from './data/departments';
import { EMPLOYEES, type Department } from './data/employees';
import styles from './TeamPage.module.css';

const peopleIn = (dept: Department) => EMPLOYEES.filter((employee) => employee.dept === dept);

export default function TeamPage() {
  return (
    <>
      <Page
        title="Our team"
        lead="The people who design your system are the people who install it, program it and answer the phone when you need help."
      >
        <PageMeta
          title="Our team"
          description={`Meet the ${EMPLOYEES.length} designers, technicians, programmers and office staff of ${company.name}, in ${company.address.city}, Wisconsin since ${company.founded}.`}
        />
        <dl className={styles.facts}>
          <div>
            <dt>Founded</dt>
            <dd>{company.founded}</dd>
          </div>
          <div>
            <dt>People on the team</dt>
            <dd>{EMPLOYEES.length}</dd>
          </div>
          <div>
            <dt>Field technicians</dt>
            <dd>{peopleIn('Technician').length}</dd>
          </div>
        </dl>
        <div className={styles.hiring}>
          <p>
            We are always looking for careful, curious people who like solving problems in other people&rsquo;s homes and businesses.
          </p>
          <LinkButton to="/apply">We are hiring</LinkButton>
        </div>
        {DEPARTMENTS.map((group) => (
          <DepartmentSection key={group.dept} group={group} people={peopleIn(group.dept)} />
        ))}
      </Page>
      <ClosingBand />
    </>
  );
}
