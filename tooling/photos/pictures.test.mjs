// The picture step on a copy of the marketing remote's folders: a gallery folder with two
// of the company's photos, every other folder empty, and quick flat drawings in place of
// the catalogue's scenes, made at small widths (the photos' widths are the real ones).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import * as catalogue from './catalogue.mjs';
import { generatePictures } from './pictures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const flat = (width, height) => () => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#4a6a8a"/></svg>`;
const quick = (shot) => ({ ...shot, draw: flat(1200, 750) });
const quickCatalogue = {
  ...catalogue,
  galleries: Object.fromEntries(Object.entries(catalogue.galleries).map(([id, shots]) => [id, shots.map(quick)])),
  extras: catalogue.extras.map(quick),
  posters: catalogue.posters.map(quick),
  remotes: Object.fromEntries(
    Object.entries(catalogue.remotes).map(([remote, modules]) => [
      remote,
      Object.fromEntries(Object.entries(modules).map(([name, pictures]) => [name, Object.fromEntries(Object.entries(pictures).map(([key, shot]) => [key, quick(shot)]))])),
    ]),
  ),
};

const sizes = JSON.parse(readFileSync(path.join(here, '../../mf-marketing/src/assets/sizes.json'), 'utf8'));
const testSizes = { ...sizes, scene: { ...sizes.scene, widths: [48, 120] }, poster: { ...sizes.poster, widths: [48, 96] } };

/** A temporary mf-marketing with the given photo folders, alone in a temporary site folder (where the other remotes' pictures go). */
function marketingCopy(folders) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'photos-')), 'mf-marketing');
  mkdirSync(path.join(dir, 'src/assets'), { recursive: true });
  writeFileSync(path.join(dir, 'src/assets/sizes.json'), JSON.stringify(testSizes));
  for (const [folder, files] of Object.entries(folders)) {
    mkdirSync(path.join(dir, 'content/photos', folder), { recursive: true });
    for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, 'content/photos', folder, name), bytes);
  }
  return dir;
}

const generate = (marketingDir) => generatePictures({ marketingDir, catalogue: quickCatalogue, portrait: flat(320, 320) });

/** A JPEG of a left-to-right gradient (so its widths differ), as a camera would save one. */
async function jpeg(width, height, orientation = 1) {
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x += 1) row.set([Math.round((255 * x) / width), 90, 160], x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).withMetadata({ orientation }).toBuffer();
}

const GALLERY = 'galleries/residential/991-home-theater';
const OWN = 'src/assets/company-photos/gallery-991';

describe('a gallery folder with two of the company’s photos', () => {
  let dir;
  let madeAt;
  before(async () => {
    dir = marketingCopy({
      [GALLERY]: {
        'IMG_2041.JPG': await jpeg(1200, 900),
        // Saved on its side, upright by its EXIF orientation: a 600 x 800 portrait.
        'rack room.jpg': await jpeg(800, 600, 6),
        'photos.txt': '# the theater first\nIMG_2041.JPG | Home theater with two rows of recliners\nrack room.jpg | Equipment rack beside the theater\n',
      },
    });
    await generate(dir);
    madeAt = Object.fromEntries(readdirSync(path.join(dir, OWN)).map((name) => [name, statSync(path.join(dir, OWN, name)).mtimeMs]));
  });
  after(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('makes AVIF and WebP at each width up to the photo’s own, upright, never wider', async () => {
    const made = await Promise.all(
      readdirSync(path.join(dir, OWN))
        .sort()
        .map(async (name) => {
          const { format, width, height } = await sharp(path.join(dir, OWN, name)).metadata();
          return [name.replace(/-[0-9a-f]{10}-/, '-#-'), format, width, height];
        }),
    );
    assert.deepEqual(made, [
      ['img-2041-#-1200.avif', 'heif', 1200, 900],
      ['img-2041-#-1200.webp', 'webp', 1200, 900],
      ['img-2041-#-480.avif', 'heif', 480, 360],
      ['img-2041-#-480.webp', 'webp', 480, 360],
      ['img-2041-#-960.avif', 'heif', 960, 720],
      ['img-2041-#-960.webp', 'webp', 960, 720],
      ['rack-room-#-480.avif', 'heif', 480, 640],
      ['rack-room-#-480.webp', 'webp', 480, 640],
      ['rack-room-#-600.avif', 'heif', 600, 800],
      ['rack-room-#-600.webp', 'webp', 600, 800],
    ]);
  });

  it('lists them in the order of photos.txt, with their alt text, size, every file and a preview', () => {
    const module = readFileSync(path.join(dir, 'src/assets/generated/gallery991.ts'), 'utf8');
    const pictures = [...module.matchAll(/picture\(\{ alt: "([^"]+)", width: (\d+), height: (\d+), avif: \[(.*?)\], webp: \[(.*?)\], placeholder: "([^"]+)" \}\)/g)];
    assert.deepEqual(
      pictures.map(([, alt, width, height, avif, webp]) => [alt, Number(width), Number(height), [...avif.matchAll(/, (\d+)\]/g)].map((m) => Number(m[1])), [...webp.matchAll(/, (\d+)\]/g)].map((m) => Number(m[1]))]),
      [
        ['Home theater with two rows of recliners', 1200, 900, [480, 960, 1200], [480, 960, 1200]],
        ['Equipment rack beside the theater', 600, 800, [480, 600], [480, 600]],
      ],
    );
    const imported = [...module.matchAll(/^import \w+ from '([^']+)';$/gm)].map((m) => path.resolve(dir, 'src/assets/generated', m[1]));
    assert.deepEqual(imported.sort(), readdirSync(path.join(dir, OWN)).map((name) => path.join(dir, OWN, name)).sort());
    for (const [, , , , , , placeholder] of pictures) assert.match(placeholder, /^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('draws the preview 16 px wide at the photo’s proportions', async () => {
    const module = readFileSync(path.join(dir, 'src/assets/generated/gallery991.ts'), 'utf8');
    const previews = [...module.matchAll(/placeholder: "data:image\/webp;base64,([^"]+)"/g)].map((m) => Buffer.from(m[1], 'base64'));
    const sizes = await Promise.all(previews.map(async (bytes) => (({ format, width, height }) => [format, width, height])(await sharp(bytes).metadata())));
    assert.deepEqual(sizes, [
      ['webp', 16, 12],
      ['webp', 16, 21],
    ]);
    assert.ok(previews.every((bytes) => bytes.length < 300), 'each preview is a few hundred bytes at most');
  });

  it('makes the gallery’s first photo its cover', () => {
    const covers = readFileSync(path.join(dir, 'src/assets/generated/covers.ts'), 'utf8');
    assert.match(covers, /^ {2}991: picture\(\{ alt: "Home theater with two rows of recliners", width: 1200, height: 900, avif: /m);
  });

  it('keeps the drawn stand-ins, with their previews, where a folder is empty', () => {
    const module = readFileSync(path.join(dir, 'src/assets/generated/gallery990.ts'), 'utf8');
    const alts = [...module.matchAll(/picture\(\{ alt: "([^"]+)", width: 120, height: 75, webp: \[\[\w+, 48\], \[\w+, 120\]\], placeholder: "data:image\/webp;base64,/g)].map((m) => m[1]);
    assert.deepEqual(alts, catalogue.galleries[990].map((shot) => shot.alt));
    assert.match(module, /^import patioDusk48Webp from '\.\.\/photos\/patio-dusk-48\.webp';$/m);
    assert.equal(existsSync(path.join(dir, 'src/assets/company-photos/gallery-990')), false);
    const carousel = readFileSync(path.join(dir, 'src/assets/generated/carousel.ts'), 'utf8');
    assert.equal([...carousel.matchAll(/\{ caption: "[^"]+", photo: picture\(\{ alt: /g)].length, 12);
  });

  it('writes the other remotes’ drawn pictures into their own folders, each module importing them from there', () => {
    for (const [remote, modules] of Object.entries(catalogue.remotes)) {
      for (const [name, pictures] of Object.entries(modules)) {
        const generated = path.join(dir, '..', remote, 'src/assets/generated');
        const module = readFileSync(path.join(generated, `${name}.ts`), 'utf8');
        assert.match(module, /^import \{ picture \} from 'shared-ui\/kit\/pictureSource';$/m);
        const listed = [...module.matchAll(/^ {2}"([^"]+)": picture\(\{ alt: "([^"]+)", width: 120, height: 75, webp: \[\[\w+, 48\], \[\w+, 120\]\], placeholder: "data:image\/webp;base64,/gm)];
        assert.deepEqual(listed.map(([, key, alt]) => [key, alt]), Object.entries(pictures).map(([key, shot]) => [key, shot.alt]));
        const imported = [...module.matchAll(/^import \w+ from '([^']+)';$/gm)].map((m) => path.resolve(generated, m[1]));
        assert.ok(imported.length > 0 && imported.every((file) => file.startsWith(path.join(dir, '..', remote, 'src/assets/photos/')) && existsSync(file)), `${remote}'s ${name} imports only its own files`);
      }
    }
    assert.equal(existsSync(path.join(dir, 'src/assets/photos/crew-house-48.webp')), false, 'no other remote’s picture in the marketing remote’s folder');
  });

  it('records what the pictures were made from, for the build to compare', () => {
    const made = JSON.parse(readFileSync(path.join(dir, 'src/assets/generated/content.json'), 'utf8'));
    assert.deepEqual(made.photos, { 'gallery-991': 2 });
    assert.match(made.fingerprint, /^[0-9a-f]{64}$/);
  });

  it('encodes nothing again on the next run, and removes what a photo taken out leaves', async () => {
    await generate(dir);
    const again = Object.fromEntries(readdirSync(path.join(dir, OWN)).map((name) => [name, statSync(path.join(dir, OWN, name)).mtimeMs]));
    assert.deepEqual(again, madeAt);

    rmSync(path.join(dir, 'content/photos', GALLERY, 'rack room.jpg'));
    writeFileSync(path.join(dir, 'content/photos', GALLERY, 'photos.txt'), 'IMG_2041.JPG | Home theater with two rows of recliners\n');
    await generate(dir);
    assert.deepEqual(readdirSync(path.join(dir, OWN)).map((name) => name.replace(/-[0-9a-f]{10}-/, '-#-')).sort(), [
      'img-2041-#-1200.avif',
      'img-2041-#-1200.webp',
      'img-2041-#-480.avif',
      'img-2041-#-480.webp',
      'img-2041-#-960.avif',
      'img-2041-#-960.webp',
    ]);
  });
});

describe('a photo without alt text', () => {
  it('stops the run before anything is written, saying which line to add where', async () => {
    const dir = marketingCopy({ [GALLERY]: { 'theater.jpg': await jpeg(640, 400), 'photos.txt': '' } });
    try {
      await assert.rejects(generate(dir), {
        name: 'ContentError',
        message: `The photos in mf-marketing/content/photos need one change:\n  - ${GALLERY}/theater.jpg has no alt text: add the line "theater.jpg | what the photo shows" to ${GALLERY}/photos.txt`,
      });
      assert.equal(existsSync(path.join(dir, 'src/assets/generated')), false);
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
