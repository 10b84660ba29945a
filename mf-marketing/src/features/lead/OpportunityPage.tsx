import { servicePhotos } from '../../assets/generated/services';
import { company } from 'contract/company/company';
import { CustomerRequestPage } from '../customer-request/CustomerRequestPage';
import { QuoteForm } from './QuoteForm';

const form = { island: 'quote-form', component: QuoteForm } as const;

/** The lead form (the quote request), its interest preselected from the address (QuoteForm). */
export function OpportunityPage() {
  return (
    <CustomerRequestPage
      form={form}
      meta={{
        title: 'Get a quote',
        description: `Planning a new build, a remodel or a new system? Get a quote from ${company.name}'s sales team.`,
      }}
      title="Get a quote"
      lead={
        <>
          Planning a new build, a remodel or a new audio, video, network or automation system? Leave your name,
          email and number and our sales team will call you back. Prefer to talk? Call{' '}
          <a href={company.phone.href}>{company.phone.display}</a>.
        </>
      }
      side={{
        label: 'About your quote',
        next: [
          'Our sales team calls you back within business hours.',
          'We talk through your project and, if it helps, visit the home or building.',
          'You get a written quote, with a design, to go over at your pace.',
        ],
        reviewId: 'carol-lake-geneva',
        picture: servicePhotos['landing-residential'],
      }}
    />
  );
}
