// Every page of the marketing remote, declared once: its routes, its links and its
// tests read these, and the shell's route table is checked against them.
export const PATHS = {
  home: '/',
  services: '/serviceslist',
  residentialServices: '/residentialservices',
  commercialServices: '/commercialservices',
  brands: '/brands',
  team: '/team',
  testimonials: '/testimonials',
  galleries: '/gallery',
  residentialGalleries: '/gallery/residentialgallerylist',
  commercialGalleries: '/gallery/commercialgallerylist',
  residentialGallery: '/gallery/residentialgallerylist/:id',
  commercialGallery: '/gallery/commercialgallerylist/:id',
  support: '/support',
  newTicket: '/support/newTicket',
  opportunity: '/opportunity',
  book: '/book',
  bookConfirmed: '/book/confirmed',
  bookManage: '/book/manage',
} as const;
