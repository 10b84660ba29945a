#!/usr/bin/env node
// Makes the marketing remote's pictures (pictures.mjs): the company's own photos from
// mf-marketing/content/photos where a folder holds any, the drawn stand-ins elsewhere,
// and the modules that list them (mf-marketing/src/assets/generated). Everything it
// writes is committed: the type check and the unit tests import those modules before any
// build runs, and making every picture takes minutes of CPU that a build should not repeat.
//
//   npm run photos
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError } from './content.mjs';
import { generatePictures } from './pictures.mjs';

const marketingDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mf-marketing');

try {
  await generatePictures({ marketingDir, log: (line) => console.log(line) });
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`${error.message}\nNothing was changed. See docs/photos.md.`);
  process.exitCode = 1;
}
