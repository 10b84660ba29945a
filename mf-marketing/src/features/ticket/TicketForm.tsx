// The support ticket's form part, bound to its kind: the ticket page's island (#42).
import { CustomerRequestSection } from '../customer-request/CustomerRequestSection';
import { ticketKind } from './ticketKind';

export const TicketForm = () => <CustomerRequestSection kind={ticketKind} />;
