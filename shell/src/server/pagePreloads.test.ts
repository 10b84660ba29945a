import { islandCode, pagePreloads } from './pagePreloads';

const ENTRY = 'https://cdn.example/careers/v7/remoteEntry.js';

describe('pagePreloads', () => {
  it("asks for the entry, the page's chunks and the remote's copies of what the shell does not share, scripts first", () => {
    const page = {
      chunks: ['__federation_expose_routes.1.js', '__federation_expose_routes.1.css', '8700.2.js', '8700.2.css'],
      shared: { react: ['3696.3.js'], zod: ['5426.4.js', '8003.5.js'], 'shared-ui/forms/ZodForm': ['2548.6.js', '2548.6.css'] },
      styles: ['8700.2.css'],
    };
    expect(pagePreloads(ENTRY, page, new Set(['react']))).toEqual([
      { href: ENTRY, as: 'script' },
      { href: 'https://cdn.example/careers/v7/__federation_expose_routes.1.js', as: 'script' },
      { href: 'https://cdn.example/careers/v7/8700.2.js', as: 'script' },
      { href: 'https://cdn.example/careers/v7/5426.4.js', as: 'script' },
      { href: 'https://cdn.example/careers/v7/8003.5.js', as: 'script' },
      { href: 'https://cdn.example/careers/v7/2548.6.js', as: 'script' },
      // 8700.2.css is written into the page already.
      { href: 'https://cdn.example/careers/v7/__federation_expose_routes.1.css', as: 'style' },
      { href: 'https://cdn.example/careers/v7/2548.6.css', as: 'style' },
    ]);
  });

  it('asks for the entry alone for a page whose index lists nothing (written before pages listed their chunks)', () => {
    expect(pagePreloads(ENTRY, { styles: [] }, new Set())).toEqual([{ href: ENTRY, as: 'script' }]);
    expect(pagePreloads(ENTRY, undefined, new Set())).toEqual([{ href: ENTRY, as: 'script' }]);
  });
});

describe('islandCode', () => {
  it("names the islands' files a page sent without the app lists, from the remote's folder, and never the entry", () => {
    expect(islandCode(ENTRY, { chunks: ['islands.js', 'islands/react.1.js'] })).toEqual([
      'https://cdn.example/careers/v7/islands.js',
      'https://cdn.example/careers/v7/islands/react.1.js',
    ]);
  });

  it('names nothing for a page whose islands load later, or that has none', () => {
    expect(islandCode(ENTRY, {})).toEqual([]);
    expect(islandCode(ENTRY, undefined)).toEqual([]);
  });
});
