#!/usr/bin/env node
// Run by mf-marketing's build before webpack: the company's photos must be readable (each
// with its alt text) and the pictures must have been made from them as they are now.
// Reads the folders only, never makes a picture, so the build needs no image encoder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError, fingerprint, readContent } from './content.mjs';

const marketingDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mf-marketing');

try {
  const content = readContent(path.join(marketingDir, 'content/photos'));
  const made = JSON.parse(readFileSync(path.join(marketingDir, 'src/assets/generated/content.json'), 'utf8'));
  if (made.fingerprint !== fingerprint(content)) {
    console.error('The photos in mf-marketing/content/photos changed since the pictures were made: run `npm run photos`, then commit what it wrote (docs/photos.md).');
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
