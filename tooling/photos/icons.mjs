#!/usr/bin/env node
// Renders the site's icons and link-preview pictures into shell/static/, which the shell's
// build copies to the root of its dist/ as they are: the favicon (SVG, and a 32 px ICO for
// what asks /favicon.ico), the touch and web-app icons, the web manifest, and one
// Open Graph picture (1200 x 630) per kind of page. Committed; run again after a change:
//
//   npm run icons -w photos
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/static');
const NAVY = '#0d1b2e';
const BRAND = '#0b4f8a';
const ACCENT = '#f2a900';

/** The mark: a speaker with two sound waves, on the navy of the nav bar. */
const mark = (size) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
  <rect width="64" height="64" rx="14" fill="${NAVY}"/>
  <path d="M14 25h8l11-9v32l-11-9h-8z" fill="#ffffff"/>
  <path d="M40 24a11 11 0 0 1 0 16" fill="none" stroke="${ACCENT}" stroke-width="4" stroke-linecap="round"/>
  <path d="M45 18a19 19 0 0 1 0 28" fill="none" stroke="${ACCENT}" stroke-width="4" stroke-linecap="round"/>
</svg>`;

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A link preview: the mark, the company's name and what the page is about. */
const preview = (topic) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect y="560" width="1200" height="70" fill="${BRAND}"/>
  <g transform="translate(96 150) scale(3.2)">${mark(64).replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>
  <text x="340" y="250" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Rock River Audio Video</text>
  <text x="340" y="330" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="40" fill="${ACCENT}">${escapeXml(topic)}</text>
  <text x="96" y="606" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="#ffffff">Audio, video, networking and automation in southern Wisconsin since 1998</text>
</svg>`;

/** What each kind of page is about, by the remote that owns it ('site' for the shell's own pages): the composer names og-<remote>.png. */
export const PREVIEW_TOPICS = {
  site: 'Home theater, whole-home audio, networks, automation',
  marketing: 'Home theater, whole-home audio, networks, automation',
  careers: 'Careers: join our installation team',
  payments: 'Pay an invoice online',
  guides: 'Set-up guides for TOB Homes owners',
  staffhub: 'Staff access',
};

/** An ICO holding one PNG, as every browser since Vista reads it. */
function icoOf(png) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(32, 0);
  entry.writeUInt8(32, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, png]);
}

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'favicon.svg'), `${mark(64)}\n`);
const png = (size) => sharp(Buffer.from(mark(size))).png({ compressionLevel: 9 }).toBuffer();
writeFileSync(path.join(out, 'favicon.ico'), icoOf(await png(32)));
writeFileSync(path.join(out, 'apple-touch-icon.png'), await png(180));
writeFileSync(path.join(out, 'icon-192.png'), await png(192));
writeFileSync(path.join(out, 'icon-512.png'), await png(512));
writeFileSync(
  path.join(out, 'site.webmanifest'),
  `${JSON.stringify(
    {
      name: 'Rock River Audio Video',
      short_name: 'Rock River AV',
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: NAVY,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`,
);
for (const [kind, topic] of Object.entries(PREVIEW_TOPICS)) {
  await sharp(Buffer.from(preview(topic))).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, `og-${kind}.png`));
}
console.log(`wrote the icons and ${Object.keys(PREVIEW_TOPICS).length} link previews to ${path.relative(process.cwd(), out)}`);
