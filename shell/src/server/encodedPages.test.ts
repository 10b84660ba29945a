/**
 * @jest-environment node
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createEncodedPages, encodingFor } from './encodedPages';

const page = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, html: `<!doctype html><p>${'Rock River '.repeat(500)}</p>` };
const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://localhost/team', { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('encoded pages', () => {
  it('picks brotli, else gzip, from what the request accepts', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip;q=1.0, identity; q=0.5')).toBe('gzip');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor(null)).toBe('identity');
  });

  it('sends the page compressed as accepted, compressing it once', async () => {
    const respond = createEncodedPages();
    const br = respond(request('br'), page);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const body = new Uint8Array(await br.arrayBuffer());
    expect(body.length).toBeLessThan(page.html.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page.html);
    expect(gunzipSync(new Uint8Array(await respond(request('gzip'), page).arrayBuffer())).toString()).toBe(page.html);
  });

  it('sends the page as it is where nothing is accepted, and no body to a HEAD', async () => {
    const respond = createEncodedPages();
    expect(await respond(request(), page).text()).toBe(page.html);
    const head = respond(request('br', 'HEAD'), page);
    expect(head.headers.get('Content-Encoding')).toBeNull();
    expect(await head.text()).toBe('');
  });
});
