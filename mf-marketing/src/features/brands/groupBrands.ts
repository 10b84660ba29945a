import type { Brand } from 'contract/data/brands';

export interface BrandGroup {
  /** An upper-case letter, or '#' for names that start with a digit or sign. */
  letter: string;
  brands: readonly Brand[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const letterOf = (brand: Brand) => {
  const first = brand.lable.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

/** The brands grouped under their first letter: letters in order, names in order within each. */
export function groupBrands(brands: readonly Brand[]): BrandGroup[] {
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const letter = letterOf(brand);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, brands: list.sort((a, b) => collator.compare(a.lable, b.lable)) }));
}
