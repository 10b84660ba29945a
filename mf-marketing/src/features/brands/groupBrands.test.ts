import { BRANDS } from 'contract/data/brands';
import { groupBrands } from './groupBrands';

describe('groupBrands', () => {
  it('puts every brand under the letter it starts with, exactly once', () => {
    const groups = groupBrands(BRANDS);
    const placed = groups.flatMap((group) => group.brands);
    expect(placed).toHaveLength(BRANDS.length);
    expect(new Set(placed.map((brand) => brand.finalid)).size).toBe(BRANDS.length);
    for (const group of groups) {
      for (const brand of group.brands) expect(brand.lable.charAt(0).toUpperCase()).toBe(group.letter);
    }
  });

  it('sorts the letters, and the brands inside a letter, alphabetically', () => {
    const groups = groupBrands([
      { url: 'https://z.example', lable: 'Zektor', finalid: 1 },
      { url: 'https://b.example', lable: 'biamp', finalid: 2 },
      { url: 'https://a.example', lable: 'AMX', finalid: 3 },
      { url: 'https://a2.example', lable: 'Access Networks', finalid: 4 },
      { url: 'https://n.example', lable: '8K Cables', finalid: 5 },
    ]);
    expect(groups.map((group) => group.letter)).toEqual(['#', 'A', 'B', 'Z']);
    expect(groups[1]!.brands.map((brand) => brand.lable)).toEqual(['Access Networks', 'AMX']);
    expect(groups[2]!.brands.map((brand) => brand.lable)).toEqual(['biamp']);
  });

  it('sorts the real brand list from A to Z', () => {
    const letters = groupBrands(BRANDS).map((group) => group.letter);
    expect(letters).toEqual([...letters].sort());
    expect(letters[0]).toBe('A');
    expect(letters.at(-1)).toBe('Z');
  });
});
