// The sales lead (/opportunity): the spec's project types and messages.
import { customerRequestSchemas, type CustomerRequestKind } from 'contract/schemas/customerRequest';

export const PROJECT_TYPES = ['New Construction', 'Retrofitting', 'Remodeling', 'Product Purchase'] as const;

export const LEAD_KIND: CustomerRequestKind = {
  categories: PROJECT_TYPES,
  commercialCategories: [],
  messages: {
    category: 'Please select the type of project you are interested in',
    description: 'Please describe your project before submitting',
  },
};

const schemas = customerRequestSchemas(LEAD_KIND);
/** What the visitor fills in. */
export const leadFormSchema = schemas.form;
/** What the worker journals: the form and its case id. */
export const leadSchema = schemas.submission;
