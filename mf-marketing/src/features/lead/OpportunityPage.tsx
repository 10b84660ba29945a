import { company } from 'contract/company/company';
import { CustomerRequestPage } from '../customer-request/CustomerRequestPage';
import { leadKind } from './leadKind';

export function OpportunityPage() {
  return (
    <CustomerRequestPage
      kind={leadKind}
      meta={{
        title: 'Start a project',
        description: `Planning a new build, a remodel or a new system? Tell ${company.name}'s sales team about your project.`,
      }}
      title="Start a project with us"
      lead={
        <>
          Planning a new build, a remodel or a new audio, video, network or automation system? Tell us about it and
          our sales team will contact you. Prefer to talk? Call{' '}
          <a href={company.phone.href}>{company.phone.display}</a>.
        </>
      }
    />
  );
}
