import { useSearchParams } from 'react-router-dom';
import { company } from 'contract/company/company';
import { CustomerRequestPage } from '../customer-request/CustomerRequestPage';
import { interestFrom } from './leadInterest';
import { leadKind } from './leadKind';

/**
 * The lead form, its interest preselected from the address when a button that leads
 * here says what the visitor came for (/opportunity?interest=home-theater, #33). The
 * page's HTML is drawn at build time, without an address: the interest is selected once
 * the scripts take the form over; without scripts the visitor picks it.
 */
export function OpportunityPage() {
  const [search] = useSearchParams();
  return (
    <CustomerRequestPage
      kind={leadKind}
      interest={interestFrom(search)}
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
