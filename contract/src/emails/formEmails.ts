// Each public form's emails, in the order they go: one list for the page that sends
// them from the browser and the worker that sends them for a form posted without scripts.
import type { Application } from 'contract/schemas/application';
import type { CustomerRequestValues } from 'contract/schemas/customerRequest';
import type { LanRequest } from 'contract/schemas/lan';
import { interestLabel } from 'contract/schemas/lead';
import { applicationEmail } from 'contract/emails/applicationEmail';
import { receiptParams, staffParams } from 'contract/emails/customerRequestEmails';
import { leadStaffTemplate } from 'contract/emails/leadStaffTemplate';
import type { OutgoingEmail } from 'contract/emails/outgoingEmail';
import { ticketStaffTemplate } from 'contract/emails/ticketStaffTemplate';

/** The receipt to the visitor first, then the staff email. */
export const ticketEmails = (ticket: CustomerRequestValues, caseId: string): OutgoingEmail[] => [
  { template: 'ticketReceipt', params: receiptParams(ticket, caseId) },
  { template: ticketStaffTemplate(ticket.category), params: staffParams(ticket, caseId) },
];

/** Both name the interest the visitor came with, in words ('' for none). */
export const leadEmails = (lead: CustomerRequestValues, caseId: string): OutgoingEmail[] => {
  const interest = interestLabel(lead.interest);
  return [
    { template: 'leadReceipt', params: { ...receiptParams(lead, caseId), interest } },
    { template: leadStaffTemplate(lead.commercialCustomer), params: { ...staffParams(lead, caseId), interest } },
  ];
};

export const applicationEmails = (values: Application, caseId: string): OutgoingEmail[] => [applicationEmail(values, caseId)];

export const lanEmails = (values: LanRequest, caseId: string): OutgoingEmail[] => [{ template: 'lan', params: { ...values, case_id: caseId } }];

/** The public forms a visitor may post without scripts, with their emails. */
export const PUBLIC_FORM_EMAILS = {
  ticket: ticketEmails,
  lead: leadEmails,
  application: applicationEmails,
  lan: lanEmails,
} as const;

export type PublicFormName = keyof typeof PUBLIC_FORM_EMAILS;

export const isPublicFormName = (name: string): name is PublicFormName => Object.hasOwn(PUBLIC_FORM_EMAILS, name);
