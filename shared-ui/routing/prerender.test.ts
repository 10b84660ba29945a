import { concretePaths } from 'shared-ui/routing/prerender';

describe('concretePaths', () => {
  it('keeps the paths that name one page, in their order', () => {
    expect(concretePaths({ home: '/', posting: '/apply/positions/:id', postings: '/apply/positions', rest: '/kh/*' })).toEqual([
      '/',
      '/apply/positions',
    ]);
  });
});
