/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { styleHashSource, styleTexts } from './styleHash';

describe('style hashes for the Content-Security-Policy', () => {
  it('is the base64 SHA-256 of the block’s exact text, as CSP defines it', async () => {
    const css = '.a{color:red}';
    expect(await styleHashSource(css)).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('finds the text of every <style> block of a document', () => {
    expect(styleTexts('<head><style data-href="/main.css">.a{}</style><style>\n.b{}</style></head>')).toEqual(['.a{}', '\n.b{}']);
  });
});
