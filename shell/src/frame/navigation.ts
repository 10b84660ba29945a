export interface NavLinkItem {
  label: string;
  to: string;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Services', to: '/serviceslist' },
  { label: 'Galleries', to: '/gallery' },
  { label: 'Support', to: '/support' },
  { label: 'Pay Online', to: '/verify' },
  { label: 'Careers', to: '/apply' },
];

export const MOBILE_MENU_LINKS: readonly NavLinkItem[] = [
  { label: 'Services', to: '/serviceslist' },
  { label: 'Galleries', to: '/gallery' },
  { label: 'Get Support', to: '/support' },
  { label: 'Pay Online', to: '/verify' },
];

export const SITE_MAP_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/serviceslist' },
  { label: 'Residential Services', to: '/residentialservices' },
  { label: 'Commercial Services', to: '/commercialservices' },
  { label: 'Galleries', to: '/gallery' },
  { label: 'Brands', to: '/brands' },
  { label: 'Our Team', to: '/team' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Support', to: '/support' },
  { label: 'Pay Online', to: '/verify' },
  { label: 'Careers', to: '/apply' },
];
