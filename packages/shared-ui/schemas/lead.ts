import type { z } from 'zod';
import { customerRequestSchema } from 'shared-ui/schemas/customerRequest';

export const PROJECT_TYPES = ['New Construction', 'Retrofitting', 'Remodeling', 'Product Purchase'] as const;

export const leadSchema = customerRequestSchema({
  prefix: 'LD',
  categories: PROJECT_TYPES,
  commercialOnly: [],
  categoryMessage: 'Please select the type of project you are interested in',
  descriptionMessage: 'Please describe your project before submitting',
});

export type Lead = z.infer<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;
