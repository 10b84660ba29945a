import { splitHoistedHead } from 'shared-ui/routing/hoistedHead';

describe('splitHoistedHead', () => {
  it('splits the title, meta and link tags React writes before the tree', () => {
    const html = '<title>Careers | Co</title><meta name="description" content="Jobs"/><link rel="canonical" href="/apply"/><div><h1>Careers</h1></div>';
    expect(splitHoistedHead(html)).toEqual({
      head: '<title>Careers | Co</title><meta name="description" content="Jobs"/><link rel="canonical" href="/apply"/>',
      body: '<div><h1>Careers</h1></div>',
    });
  });

  it('leaves HTML without hoisted tags whole, and tags inside the tree in place', () => {
    const html = '<section><title>not hoisted</title></section>';
    expect(splitHoistedHead(html)).toEqual({ head: '', body: html });
  });
});
