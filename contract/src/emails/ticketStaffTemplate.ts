// Which staff email a ticket goes to, by its category. The spec names four teams
// (internet, home automation, audio, video) and a default for the rest. Decision: the
// two commercial-only categories go to the default template, as the spec's list
// leaves them there; the staff who read it route commercial work.
import type { EmailTemplateKey } from 'contract/schemas/config';
import type { TicketCategory } from 'contract/schemas/ticket';

export const TICKET_STAFF_TEMPLATES: Record<TicketCategory, EmailTemplateKey> = {
  'Audio Not Working': 'ticketAudio',
  'Video Not Working': 'ticketVideo',
  'Internet Connection Not Working / Poor Performance': 'ticketInternet',
  'Device Failure / Not Powering On': 'ticketDefault',
  'Home Automation Not Working': 'ticketAutomation',
  'Purchased New Device, Need Integration Help': 'ticketDefault',
  'Other, please describe issue below': 'ticketDefault',
  'Commercial Control System (Building/Room Control) Not Working': 'ticketDefault',
  'Video Conferencing System': 'ticketDefault',
};

export function ticketStaffTemplate(category: string): EmailTemplateKey {
  return Object.hasOwn(TICKET_STAFF_TEMPLATES, category)
    ? TICKET_STAFF_TEMPLATES[category as TicketCategory]
    : 'ticketDefault';
}
