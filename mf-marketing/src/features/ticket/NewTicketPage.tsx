import { company } from 'contract/company/company';
import { servicePhotos } from '../../assets/generated/services';
import { CustomerRequestPage } from '../customer-request/CustomerRequestPage';
import { TicketForm } from './TicketForm';
import { PATHS } from '../../paths';

const form = { island: 'ticket-form', component: TicketForm } as const;

export function NewTicketPage() {
  return (
    <CustomerRequestPage
      form={form}
      meta={{
        title: 'Open a support ticket',
        description: `Something not working? Open a support ticket with ${company.name} and our service team will contact you.`,
      }}
      title="Open a support ticket"
      lead={
        <>
          Tell us what is not working and we will get back to you within business hours ({company.hours.weekdays},
          not on weekends or holidays). For anything urgent, call{' '}
          <a href={company.phone.href}>{company.phone.display}</a>.
        </>
      }
      back={{ to: PATHS.support, label: 'Back to support' }}
      side={{
        label: 'About your ticket',
        next: [
          'You get an email with your case number at once.',
          `A technician replies within business hours (${company.hours.weekdays}).`,
          'If it cannot be fixed over the phone, we book a visit with you.',
        ],
        reviewId: 'dana-whitewater',
        picture: servicePhotos['apartments'],
      }}
    />
  );
}
