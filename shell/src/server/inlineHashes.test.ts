/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { hashSource, scriptTexts, styleTexts } from './inlineHashes';

describe('inline hashes', () => {
  it('are the CSP sha256 source of the exact text', async () => {
    const css = '.a{color:red}';
    expect(await hashSource(css)).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('finds each <style> block', () => {
    expect(styleTexts('<head><style data-href="/main.css">.a{}</style><style>\n.b{}</style></head>')).toEqual(['.a{}', '\n.b{}']);
  });

  it('finds each inline script a browser runs, and no data block or script with a source', () => {
    const html =
      '<head><script data-early-events>!function(){}()</script><script defer src="/main.js"></script>' +
      '<script type="application/json" id="site-state">{}</script><script type="application/ld+json">{}</script></head>';
    expect(scriptTexts(html)).toEqual(['!function(){}()']);
  });
});
