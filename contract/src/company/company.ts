// Facts about the business shown across the site. The spec has two founding facts
// (founded 1998; serving since 1997): the site uses 1998 everywhere.
const WEEKDAYS = 'Monday to Friday';
const OFFICE_TIME = '8:00a-4:00p';

export const company = {
  name: 'Rock River Audio Video',
  legalName: 'Rock River Audio Video, Inc.',
  founded: 1998,
  region: 'southern Wisconsin',
  phone: { display: '(608) 555-0142', href: 'tel:+16085550142' },
  email: { display: 'service@rockriverav.com', href: 'mailto:service@rockriverav.com' },
  address: {
    street: '2150 Kennedy Road',
    city: 'Janesville',
    region: 'WI',
    postalCode: '53545',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=2150+Kennedy+Road+Janesville+WI+53545',
  },
  hours: {
    /** The days the office is open, and its hours on them. */
    days: WEEKDAYS,
    time: OFFICE_TIME,
    /** Days then hours, as sentences mention them. */
    weekdays: `${WEEKDAYS}, ${OFFICE_TIME}`,
    weekends: 'Weekends by appointment',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/rockriverav' },
    { name: 'Instagram', url: 'https://www.instagram.com/rockriverav' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/rockriverav' },
    { name: 'YouTube', url: 'https://www.youtube.com/@rockriverav' },
  ],
} as const;

export const formattedAddress = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;
