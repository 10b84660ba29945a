// The company's own photos: one folder per place on the site that shows photos
// (mf-marketing/content/photos), each with a photos.txt that says what every photo shows
// and in which order. A folder with photos replaces that place's drawn stand-ins; an
// empty or missing one keeps them. Reading a folder never needs sharp, so the build can
// check the folders (check.mjs) without making any picture.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { galleries, services } from './catalogue.mjs';

export const LIST_FILE = 'photos.txt';
const PHOTO_FILE = /\.(jpe?g|png)$/i;
/** What a computer leaves in a folder by itself; never a photo. */
const IGNORED = /^(\.|thumbs\.db$|desktop\.ini$)/i;

const GALLERY_FOLDERS = {
  residential: {
    991: 'home-theater',
    990: 'whole-home-integrated-systems',
    989: 'automation-control',
    988: 'smart-lighting',
    987: 'structured-wiring-and-home-networking',
  },
  commercial: {
    999: 'restaurants-and-sports-bars',
    998: 'conference-rooms',
    997: 'houses-of-worship',
    996: 'night-clubs-and-event-centers',
    995: 'apartments-and-multiple-dwelling-units',
    993: 'commercial-grade-audio-and-acoustic-reinforcement',
    992: 'sound-masking-and-speech-privacy',
  },
};

/**
 * @typedef {object} Slot  A place on the site that shows photos, and its folder.
 * @property {string} id        names its outputs: home-carousel, gallery-991, service-retail
 * @property {string} folder    its folder, relative to the content root
 * @property {string} shownAt   where a visitor sees its photos, for the folder's instructions
 * @property {number} [count]   how many photos it must hold when it holds any
 * @property {boolean} [captions]  whether each photo also has a caption
 * @property {string} [gallery] the catalogue's gallery id
 * @property {string} [service] the catalogue's service id
 */

/** @type {readonly Slot[]} */
export const SLOTS = [
  { id: 'home-carousel', folder: 'home-carousel', shownAt: 'the home page carousel (/), one slide per photo', count: 12, captions: true },
  ...Object.entries(GALLERY_FOLDERS).flatMap(([kind, folders]) =>
    Object.entries(folders).map(([gallery, name]) => ({
      id: `gallery-${gallery}`,
      folder: `galleries/${kind}/${gallery}-${name}`,
      shownAt: `the gallery at /gallery/${kind}gallerylist/${gallery}; its first photo is its cover`,
      gallery,
    })),
  ),
  ...Object.keys(services).map((service) => ({
    id: `service-${service}`,
    folder: `services/${service}`,
    shownAt: `the services pages, beside the ${service} service`,
    count: 1,
    service,
  })),
];

// Every gallery and service of the catalogue has its folder, and no folder names one it lacks.
for (const slot of SLOTS) {
  if (slot.gallery && !galleries[slot.gallery]) throw new Error(`content.mjs names gallery ${slot.gallery}, which catalogue.mjs lacks`);
}
for (const gallery of Object.keys(galleries)) {
  if (!SLOTS.some((slot) => slot.gallery === gallery)) throw new Error(`gallery ${gallery} of catalogue.mjs has no folder in content.mjs`);
}

/**
 * @typedef {object} ContentPhoto  One photo a folder holds, as photos.txt describes it.
 * @property {string} file     its path
 * @property {string} name     its file name
 * @property {string} alt      what it shows
 * @property {string} [caption]
 */

const quote = (text) => `"${text}"`;

/** Reads photos.txt: one line per photo, `file | alt text` (and `| caption` where the slot has captions). */
function readList(slot, dir, problems) {
  const listFile = path.join(dir, LIST_FILE);
  if (!existsSync(listFile)) return [];
  const where = (line) => `${slot.folder}/${LIST_FILE}, line ${line}`;
  const entries = [];
  readFileSync(listFile, 'utf8')
    .split(/\r?\n/)
    .forEach((text, index) => {
      const line = text.trim();
      if (!line || line.startsWith('#')) return;
      const [name = '', alt = '', caption, ...rest] = line.split('|').map((part) => part.trim());
      if (!alt) {
        problems.push(`${where(index + 1)}: ${name} has no alt text. Write what the photo shows after a "|": ${quote(`${name} | what the photo shows`)}`);
      } else if (slot.captions && !caption) {
        problems.push(`${where(index + 1)}: ${name} has no caption. Add one after a second "|": ${quote(`${name} | what the photo shows | its caption`)}`);
      } else if (rest.length > 0 || (!slot.captions && caption !== undefined)) {
        const fields = slot.captions ? 'file name | alt text | caption' : 'file name | alt text';
        problems.push(`${where(index + 1)}: too many "|". A line here is ${quote(fields)}, and the texts themselves cannot hold a "|"`);
      }
      entries.push({ line: index + 1, name, alt, caption });
    });
  return entries;
}

/**
 * The photos of one slot's folder, in the order of its photos.txt, or [] when the folder
 * is missing or holds no photo. Each problem (a photo without alt text, a line naming a
 * photo that is not there, the wrong number of photos) is pushed as a sentence that says
 * what to do.
 * @returns {ContentPhoto[]}
 */
export function readSlot(contentRoot, slot, problems) {
  const dir = path.join(contentRoot, slot.folder);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && !IGNORED.test(entry.name) && entry.name !== LIST_FILE);
  for (const entry of files.filter((file) => !PHOTO_FILE.test(file.name))) {
    problems.push(`${slot.folder}/${entry.name} is not a JPEG or PNG photo: save it as .jpg (or .png), or take it out of the folder`);
  }
  const photos = files.filter((file) => PHOTO_FILE.test(file.name)).map((file) => file.name);
  if (photos.length === 0) return [];

  const entries = readList(slot, dir, problems);
  const byName = new Map(photos.map((name) => [name.toLowerCase(), name]));
  const listed = new Set();
  const result = [];
  for (const entry of entries) {
    const name = byName.get(entry.name.toLowerCase());
    if (!name) {
      problems.push(`${slot.folder}/${LIST_FILE}, line ${entry.line} names ${entry.name}, which is not in the folder: check the spelling and the ending (.jpg)`);
    } else if (listed.has(name)) {
      problems.push(`${slot.folder}/${LIST_FILE}, line ${entry.line} names ${name} again: list each photo once`);
    } else {
      listed.add(name);
      if (entry.alt) result.push({ file: path.join(dir, name), name, alt: entry.alt, ...(slot.captions && { caption: entry.caption }) });
    }
  }
  for (const name of photos.filter((photo) => !listed.has(photo)).sort()) {
    const line = slot.captions ? `${name} | what the photo shows | its caption` : `${name} | what the photo shows`;
    problems.push(`${slot.folder}/${name} has no alt text: add the line ${quote(line)} to ${slot.folder}/${LIST_FILE}`);
  }
  if (slot.count && photos.length !== slot.count) {
    problems.push(`${slot.folder} holds ${photos.length} photo${photos.length === 1 ? '' : 's'}: it shows ${slot.count} when it shows any, so put in exactly ${slot.count} (or none, to keep the drawn stand-ins)`);
  }
  return result;
}

/** Folders and photos under the content root that no slot reads, so a misspelt folder is found rather than ignored. */
function strays(contentRoot, problems) {
  const wanted = new Set(SLOTS.map((slot) => slot.folder));
  const parents = new Set(SLOTS.flatMap((slot) => slot.folder.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(contentRoot, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (IGNORED.test(entry.name) || wanted.has(child)) continue;
      if (entry.isDirectory() && parents.has(child)) walk(child);
      else if (entry.isDirectory()) problems.push(`${child} is not a folder the site reads: put the photos in one of the folders docs/photos.md lists`);
      else if (PHOTO_FILE.test(entry.name)) problems.push(`${child} is outside the photo folders: move it into the folder of the page or gallery that shows it`);
    }
  };
  if (existsSync(contentRoot)) walk('');
}

export class ContentError extends Error {
  constructor(problems) {
    super(`The photos in mf-marketing/content/photos need ${problems.length === 1 ? 'one change' : `${problems.length} changes`}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/**
 * Every slot's photos (slot id → photos, [] where the drawn stand-ins stay); throws a
 * ContentError listing every problem at once.
 * @returns {Map<string, ContentPhoto[]>}
 */
export function readContent(contentRoot) {
  const problems = [];
  strays(contentRoot, problems);
  const content = new Map(SLOTS.map((slot) => [slot.id, readSlot(contentRoot, slot, problems)]));
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}

/** A digest of every photo's bytes and words: what the pictures were last made from. */
export function fingerprint(content) {
  const hash = createHash('sha256');
  for (const [id, photos] of content) {
    for (const photo of photos) {
      hash.update(JSON.stringify([id, photo.name, photo.alt, photo.caption ?? null]));
      hash.update(readFileSync(photo.file));
    }
  }
  return hash.digest('hex');
}

/** The instructions a slot's photos.txt starts with, while it lists no photo. */
export function listTemplate(slot) {
  const example = slot.captions ? 'kitchen-island.jpg | Kitchen with an island, pendants and two ceiling speakers | Music in the kitchen' : 'kitchen-island.jpg | Kitchen with an island, pendants and two ceiling speakers';
  return [
    `# Photos for ${slot.shownAt}.`,
    '#',
    '# Put the photos (.jpg or .png, any size) in this folder, then write one line per photo',
    slot.captions
      ? '# below: its file name, a "|", what the photo shows (for people who cannot see it), a "|" and the caption shown under it.'
      : '# below: its file name, a "|" and what the photo shows, for people who cannot see it.',
    '# They are shown in the order of the lines. For example:',
    '#',
    `#   ${example}`,
    '#',
    slot.count ? `# This place shows exactly ${slot.count} photo${slot.count === 1 ? '' : 's'}.` : '# Any number of photos.',
    '# While the folder holds no photo, the site shows its drawn stand-ins. See docs/photos.md.',
    '',
  ].join('\n');
}
