// The site's ways around: the nav bar's links (the spec's five), the mobile menu's (the
// spec's four, then the rest of the site in a small group), the footer's site map, the call to action every page offers beside
// them, and the main destinations a lost visitor is offered (the not-found page).

/** @typedef {{ label: string, to: string }} NavLinkItem */

/** @type {ReadonlyArray<NavLinkItem>} */
const NAV_LINKS = [
  { label: 'Services', to: '/serviceslist' },
  { label: 'Galleries', to: '/gallery' },
  { label: 'Support', to: '/support' },
  { label: 'Pay Online', to: '/verify' },
  { label: 'Careers', to: '/apply' },
];

/** @type {ReadonlyArray<NavLinkItem>} */
const MOBILE_MENU_LINKS = [
  { label: 'Services', to: '/serviceslist' },
  { label: 'Galleries', to: '/gallery' },
  { label: 'Get Support', to: '/support' },
  { label: 'Pay Online', to: '/verify' },
];

/** The rest of the site, below the Menu's spec links and next steps: a small secondary group (#33). @type {ReadonlyArray<NavLinkItem>} */
const MENU_MORE_LINKS = [
  { label: 'Careers', to: '/apply' },
  { label: 'Our team', to: '/team' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Brands', to: '/brands' },
];

/** The lead form: a prospect's next step, offered beside the spec's lists (#24). @type {NavLinkItem} */
const QUOTE_LINK = { label: 'Get a quote', to: '/opportunity' };

/** @type {ReadonlyArray<NavLinkItem>} */
const SITE_MAP_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/serviceslist' },
  { label: 'Residential services', to: '/residentialservices' },
  { label: 'Commercial services', to: '/commercialservices' },
  { label: 'Galleries', to: '/gallery' },
  { label: 'Brands', to: '/brands' },
  { label: 'Our team', to: '/team' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Support', to: '/support' },
  { label: 'Pay Online', to: '/verify' },
  { label: 'Careers', to: '/apply' },
  QUOTE_LINK,
];

/** Where a visitor on a page that does not exist most likely wanted to go (after home). @type {ReadonlyArray<NavLinkItem>} */
const MAIN_DESTINATIONS = [
  { label: 'Services', to: '/serviceslist' },
  { label: 'Galleries', to: '/gallery' },
  QUOTE_LINK,
  { label: 'Support', to: '/support' },
  { label: 'Pay Online', to: '/verify' },
  { label: 'Careers', to: '/apply' },
];

module.exports = { NAV_LINKS, MOBILE_MENU_LINKS, MENU_MORE_LINKS, QUOTE_LINK, SITE_MAP_LINKS, MAIN_DESTINATIONS };
