import type { z } from 'zod';
import { customerRequestSchema } from 'shared-ui/schemas/customerRequest';

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

export const ticketSchema = customerRequestSchema({
  prefix: 'SP',
  categories: TICKET_CATEGORIES,
  commercialOnly: COMMERCIAL_TICKET_CATEGORIES,
  categoryMessage: "Please select a type of issue, select 'other' if not listed",
  descriptionMessage: 'Please describe your issue before submitting',
});

export type Ticket = z.infer<typeof ticketSchema>;
export type TicketInput = z.input<typeof ticketSchema>;
