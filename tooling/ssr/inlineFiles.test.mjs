// The prerender's reader of files to inline (inlineFiles.cjs).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import inlineFiles from './inlineFiles.cjs';
import assetBase from 'site/assetBase';

const { inlineFileReader, INLINE_FILE_MAX_BYTES } = inlineFiles;
const base = assetBase.ASSET_BASE_PLACEHOLDER;
const root = mkdtempSync(path.join(os.tmpdir(), 'inline-files-'));
after(() => rmSync(root, { recursive: true, force: true }));
const dist = path.join(root, 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'assets/lead-480.1a.webp'), Buffer.from('RIFFwebp'));
writeFileSync(path.join(dist, 'assets/lead-1200.2b.webp'), Buffer.alloc(INLINE_FILE_MAX_BYTES + 1));
writeFileSync(path.join(dist, 'assets/notes.3c.txt'), 'text');
writeFileSync(path.join(root, 'outside.webp'), 'x');
const read = inlineFileReader(dist);

test("a small picture of the build, named by its bundled URL, is read as a data: URL of its own type", () => {
  assert.equal(read(`${base}assets/lead-480.1a.webp`), `data:image/webp;base64,${Buffer.from('RIFFwebp').toString('base64')}`);
});

test('a picture larger than the limit is not inlined', () => {
  assert.equal(read(`${base}assets/lead-1200.2b.webp`), undefined);
});

test('nothing but a picture, nothing outside the build, nothing from another address', () => {
  assert.equal(read(`${base}assets/notes.3c.txt`), undefined);
  assert.equal(read(`${base}../outside.webp`), undefined);
  assert.equal(read('https://cdn.example/assets/lead-480.1a.webp'), undefined);
});
