// The support ticket and the sales lead share their fields; they differ in the
// categories offered, the messages and the case id prefix.
import { z } from 'shared-ui/schemas/zod';
import { caseIdPattern, type CasePrefix } from 'shared-ui/schemas/caseId';
import { emailAddress, usPhone } from 'shared-ui/schemas/rules';

interface RequestKind {
  prefix: CasePrefix;
  categories: readonly string[];
  commercialOnly: readonly string[];
  categoryMessage: string;
  descriptionMessage: string;
}

export function customerRequestSchema(kind: RequestKind) {
  const allCategories = [...kind.categories, ...kind.commercialOnly];
  return z
    .object({
      name: z.string().trim().min(1, 'Please enter your name').max(50, 'Please enter your name'),
      businessName: z.string().trim().max(50, 'Please keep the business name under 50 characters').default(''),
      email: emailAddress('Please enter your email', 50),
      phone: usPhone('Please enter your phone number'),
      address: z.string().trim().min(1, 'Please enter your address').max(50, 'Please enter your address'),
      category: z
        .string()
        .refine((value) => allCategories.includes(value), kind.categoryMessage),
      date: z
        .string()
        .trim()
        .refine((value) => value === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(value), 'Please choose a month')
        .default(''),
      purchaseDomain: z.enum(['', 'Yes', 'No']).default(''),
      commercialCustomer: z.boolean().default(false),
      description: z.string().trim().min(1, kind.descriptionMessage),
      UUID: z.string().regex(caseIdPattern(kind.prefix), 'Invalid case id'),
    })
    .strict()
    .superRefine((values, ctx) => {
      if (!values.commercialCustomer && kind.commercialOnly.includes(values.category)) {
        ctx.addIssue({ code: 'custom', path: ['category'], message: kind.categoryMessage });
      }
    });
}
