import { company } from 'contract/company/company';

/** The company's address as schema.org structured data, for every page that carries JSON-LD. */
export const companyPostalAddress = {
  '@type': 'PostalAddress',
  streetAddress: company.address.street,
  addressLocality: company.address.city,
  addressRegion: company.address.region,
  postalCode: company.address.postalCode,
  addressCountry: 'US',
} as const;
