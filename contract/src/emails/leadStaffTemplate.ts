// Which sales email a lead goes to: the commercial or the residential team.
import type { EmailTemplateKey } from 'contract/schemas/config';

export const leadStaffTemplate = (commercialCustomer: boolean): EmailTemplateKey =>
  commercialCustomer ? 'leadCommercial' : 'leadResidential';
