import { localBusiness } from './localBusiness';

describe('localBusiness', () => {
  it('describes the company as a schema.org LocalBusiness with its phone, address, hours and founding year', () => {
    const data = localBusiness('https://www.rockriverav.com');
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Rock River Audio Video',
      telephone: '+16085550142',
      foundingDate: '1998',
      url: 'https://www.rockriverav.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2150 Kennedy Road',
        addressLocality: 'Janesville',
        addressRegion: 'WI',
        postalCode: '53545',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '16:00',
        },
      ],
    });
  });
});
