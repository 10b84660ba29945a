// The partners the company is a dealer for, featured above the A-Z list on /brands
// (#33). Stand-ins written for this build, like the home page's trust marks: the company
// puts in the brands it is actually a dealer for and its standing with each
// (docs/operations.md, "Content to replace before launch"). Each name is a brand of
// contract/data/brands (BrandsPage.test.tsx checks it).
export interface Dealership {
  /** The brand's `lable` in the A-Z list. */
  brand: string;
  /** The company's standing with it, in a few words. */
  standing: string;
}

export const DEALERSHIPS: readonly Dealership[] = [
  { brand: 'Control4', standing: 'Platinum dealer' },
  { brand: 'Lutron', standing: 'Certified dealer' },
  { brand: 'Sonos', standing: 'Certified dealer' },
  { brand: 'Sony', standing: 'Authorized dealer' },
  { brand: 'Araknis Networks', standing: 'Authorized dealer' },
  { brand: 'Q-SYS', standing: 'Authorized integrator' },
];
