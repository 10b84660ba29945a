// The template parameters of the two emails every ticket and lead sends.
import type { TemplateParams } from 'shared-ui/email/sendEmail';
import type { CustomerRequest } from 'shared-ui/schemas/customerRequest';

/** The receipt goes to the visitor: who they are and the case id to quote on the phone. */
export const receiptParams = (request: CustomerRequest): TemplateParams => ({
  to_name: request.name,
  to_email: request.email,
  case_id: request.UUID,
  category: request.category,
});

/** The staff email carries every field, the case id, and the visitor's address to reply to. */
export const staffParams = (request: CustomerRequest): TemplateParams => ({
  ...request,
  case_id: request.UUID,
  customer_type: request.commercialCustomer ? 'Commercial' : 'Residential',
  reply_to: request.email,
});
