// One photo of the company's, made into what a page needs: AVIF and WebP at a few
// widths (never wider than the photo itself), its width and height, and a tiny preview
// drawn until it arrives. Files are named after the photo, a digest of its bytes and the
// settings, and the width, so a photo made before is not encoded again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const ENCODERS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 6, smartSubsample: true },
};
const PREVIEW = { width: 16, webp: { quality: 40 } };

/** A data: URL of the picture at 16 px wide: the browser draws it stretched, soft, in the picture's box. */
export async function placeholderOf(input) {
  const tiny = await sharp(input).rotate().resize(PREVIEW.width).flatten({ background: '#ffffff' }).webp(PREVIEW.webp).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/** The widths to make of a photo `width` px wide: the listed ones below it, then the photo's own width up to the largest listed. */
export function widthsFor(width, widths) {
  const largest = Math.min(width, Math.max(...widths));
  return [...widths.filter((candidate) => candidate < largest), largest];
}

const slug = (name) =>
  path
    .parse(name)
    .name.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'photo';

/**
 * @typedef {object} Responsive
 * @property {number} width         of the largest file
 * @property {number} height        of the largest file
 * @property {string} placeholder   a data: URL
 * @property {Record<string, Array<[file: string, width: number]>>} sources  format → files, narrowest first
 */

/**
 * Makes the files of one photo into outDir.
 * @param {string} file  the photo (JPEG or PNG, turned upright by its EXIF orientation)
 * @param {{ outDir: string, widths: number[], formats: Array<keyof typeof ENCODERS> }} options
 * @returns {Promise<Responsive>}
 */
export async function makeResponsive(file, { outDir, widths, formats }) {
  const bytes = readFileSync(file);
  const meta = await sharp(bytes).metadata();
  const upright = meta.autoOrient ?? meta;
  const digest = createHash('sha256').update(bytes).update(JSON.stringify([ENCODERS, formats])).digest('hex').slice(0, 10);
  const base = `${slug(path.basename(file))}-${digest}`;
  const targets = widthsFor(upright.width, widths);
  mkdirSync(outDir, { recursive: true });

  const sources = {};
  for (const format of formats) {
    sources[format] = [];
    for (const width of targets) {
      const out = path.join(outDir, `${base}-${width}.${format}`);
      if (!existsSync(out)) {
        // Written aside, then moved: a run that is stopped never leaves half a file to be taken as made.
        await sharp(bytes).rotate().resize(width)[format](ENCODERS[format]).toFile(`${out}.part`);
        renameSync(`${out}.part`, out);
      }
      sources[format].push([out, width]);
    }
  }
  const [largest, width] = sources[formats[0]].at(-1);
  const { height } = await sharp(largest).metadata();
  return { width, height, placeholder: await placeholderOf(bytes), sources };
}
