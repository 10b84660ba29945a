import { company } from 'contract/company/company';
import { OPENING_HOURS } from 'contract/company/openingHours';
import { companyPostalAddress } from 'contract/company/postalAddress';

/** schema.org LocalBusiness data for the home page, so search engines show our facts. */
export function localBusiness(siteUrl: string) {
  return {
    '@type': 'LocalBusiness',
    name: company.name,
    legalName: company.legalName,
    url: siteUrl,
    telephone: company.phone.href.replace(/^tel:/, ''),
    email: company.email.display,
    foundingDate: String(company.founded),
    description: `Audio, video, networking and automation design, installation and service for homes and businesses in ${company.region} since ${company.founded}.`,
    address: companyPostalAddress,
    areaServed: company.region,
    hasMap: company.address.mapUrl,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: OPENING_HOURS.days,
        opens: OPENING_HOURS.opens,
        closes: OPENING_HOURS.closes,
      },
    ],
    sameAs: company.social.map((network) => network.url),
  };
}
