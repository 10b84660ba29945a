// The template parameters of the two emails every ticket and lead sends.
import type { TemplateParams } from 'contract/emails/outgoingEmail';
import type { CustomerRequestValues } from 'contract/schemas/customerRequest';

/** The receipt goes to the visitor: who they are and the case id to quote on the phone. */
export const receiptParams = (request: CustomerRequestValues, caseId: string): TemplateParams => ({
  to_name: request.name,
  to_email: request.email,
  case_id: caseId,
  category: request.category,
});

/** The staff email carries every field, the case id (also as UUID, the spec's name for it), and the visitor's address to reply to. */
export const staffParams = (request: CustomerRequestValues, caseId: string): TemplateParams => ({
  ...request,
  UUID: caseId,
  case_id: caseId,
  customer_type: request.commercialCustomer ? 'Commercial' : 'Residential',
  reply_to: request.email,
});
