// Searches built files for strings that must never reach a browser
// (tests/staffhub-bundles.spec.ts): every file under a build folder, compressed copies
// unpacked and source maps included, each string as typed and as a bundler may write it
// inside a JavaScript or JSON string (quotes and backslashes escaped, or every character
// past ASCII as \uXXXX, as esbuild writes them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { repoRoot } from './site';

/** Server-side packages: their builds never reach a browser. */
const SERVER_PACKAGES = new Set(['worker', 'sandbox', 'e2e']);

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Every file of every client build: the shell's, the remotes' and shared-ui's dist/. */
export function clientBuildFiles(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces
    .filter((name) => !SERVER_PACKAGES.has(name))
    .map((name) => path.join(repoRoot, name, 'dist'))
    .filter((dist) => statSync(dist, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(filesUnder);
}

export function readText(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

function spellings(needle: string): string[] {
  const escaped = JSON.stringify(needle).slice(1, -1);
  const ascii = escaped.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [...new Set([needle, escaped, ascii])];
}

export interface Holding {
  /** The file, relative to the root the search was given. */
  file: string;
  needle: string;
}

/** Each of `files` that holds one of `needles`, once per needle it holds. */
export function findIn(files: readonly string[], needles: readonly string[], root = repoRoot): Holding[] {
  const sought = needles.map((needle) => ({ needle, spellings: spellings(needle) }));
  return files.flatMap((file) => {
    const text = readText(file);
    return sought
      .filter(({ spellings: forms }) => forms.some((form) => text.includes(form)))
      .map(({ needle }) => ({ file: path.relative(root, file), needle }));
  });
}
