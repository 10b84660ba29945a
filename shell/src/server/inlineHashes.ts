// The Content-Security-Policy allows the page's own inline blocks by their hashes (never
// 'unsafe-inline'): the shell's style sheets and its early-events script written into its
// index.html, and the remote's style sheets, written in by the composer. Hashes are worked
// out once per text.
const hashes = new Map<string, Promise<string>>();
const MAX_KEPT = 1_000;

/** The CSP hash sources of a page's inline blocks. */
export interface InlineHashes {
  styles: readonly string[];
  scripts: readonly string[];
}

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The CSP source (`'sha256-…'`) that allows an inline <style> or <script> with exactly this text. */
export function hashSource(text: string): Promise<string> {
  let hash = hashes.get(text);
  if (!hash) {
    if (hashes.size >= MAX_KEPT) hashes.delete(hashes.keys().next().value!);
    hashes.set(text, (hash = sha256Source(text)));
  }
  return hash;
}

/** The text of each <style> block in an HTML document. */
export const styleTexts = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

/** The text of each inline script a browser runs (not JSON data blocks, not scripts with a src). */
export const scriptTexts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/\btype="application\/(ld\+)?json"/.test(attributes!))
    .map((match) => match[2]!);
