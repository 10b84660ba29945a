// The support ticket (/support/newTicket): the spec's categories and messages.
import { customerRequestSchemas, type CustomerRequestKind } from 'contract/schemas/customerRequest';

export const TICKET_CATEGORIES = [
  'Audio Not Working',
  'Video Not Working',
  'Internet Connection Not Working / Poor Performance',
  'Device Failure / Not Powering On',
  'Home Automation Not Working',
  'Purchased New Device, Need Integration Help',
  'Other, please describe issue below',
] as const;

export const COMMERCIAL_TICKET_CATEGORIES = [
  'Commercial Control System (Building/Room Control) Not Working',
  'Video Conferencing System',
] as const;

export type TicketCategory = (typeof TICKET_CATEGORIES)[number] | (typeof COMMERCIAL_TICKET_CATEGORIES)[number];

export const TICKET_KIND: CustomerRequestKind = {
  categories: TICKET_CATEGORIES,
  commercialCategories: COMMERCIAL_TICKET_CATEGORIES,
  messages: {
    category: "Please select a type of issue, select 'other' if not listed",
    description: 'Please describe your issue before submitting',
  },
};

const schemas = customerRequestSchemas(TICKET_KIND);
/** What the visitor fills in. */
export const ticketFormSchema = schemas.form;
/** What the worker journals: the form and its case id. */
export const ticketSchema = schemas.submission;
