// Reading the company's photo folders: every mistake a person can make in one is a
// sentence that says what to change, and a folder without photos keeps the stand-ins.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { fingerprint, listTemplate, readContent, SLOTS } from './content.mjs';

const roots = [];
/** A content root with the given files (folder/name → text); a photo's bytes are never read here. */
function contentWith(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

const problemsOf = (files) => {
  try {
    readContent(contentWith(files));
  } catch (error) {
    return error.problems;
  }
  return [];
};

const THEATER = 'galleries/residential/991-home-theater';
const slides = (count, line = (i) => `slide-${i}.jpg | Photo ${i} | Caption ${i}`) =>
  Object.fromEntries([
    ...Array.from({ length: count }, (_, i) => [`home-carousel/slide-${i + 1}.jpg`, 'jpeg']),
    ['home-carousel/photos.txt', Array.from({ length: count }, (_, i) => line(i + 1)).join('\n')],
  ]);

describe('readContent', () => {
  it('has a folder for the carousel, each of the 12 galleries, each of the 13 services and the two cards of the services landing', () => {
    assert.equal(SLOTS.length, 28);
    assert.deepEqual(
      SLOTS.slice(0, 3).map((slot) => slot.folder),
      ['home-carousel', 'galleries/residential/987-structured-wiring-and-home-networking', 'galleries/residential/988-smart-lighting'],
    );
    assert.ok(SLOTS.some((slot) => slot.folder === 'galleries/commercial/993-commercial-grade-audio-and-acoustic-reinforcement'));
    assert.ok(SLOTS.some((slot) => slot.folder === 'services/sound-masking'));
  });

  it('finds no photos (the stand-ins stay) in missing folders, empty ones and ones holding only their instructions', () => {
    const content = readContent(contentWith({ [`${THEATER}/photos.txt`]: listTemplate(SLOTS[1]), 'services/retail/.DS_Store': '' }));
    assert.deepEqual([...content.values()].flat(), []);
  });

  it('takes the photos in the order of photos.txt, matching names whatever their case', () => {
    const content = readContent(
      contentWith({
        [`${THEATER}/a.jpg`]: 'a',
        [`${THEATER}/B.JPEG`]: 'b',
        [`${THEATER}/photos.txt`]: '# comment\n\nb.jpeg | Second file, shown first\r\na.jpg|  First file  \n',
      }),
    );
    assert.deepEqual(
      content.get('gallery-991').map(({ name, alt }) => [name, alt]),
      [
        ['B.JPEG', 'Second file, shown first'],
        ['a.jpg', 'First file'],
      ],
    );
  });

  it('names each photo without alt text and the line to add, and every other mistake, all at once', () => {
    assert.deepEqual(
      problemsOf({
        [`${THEATER}/one.jpg`]: '1',
        [`${THEATER}/two.jpg`]: '2',
        [`${THEATER}/three.png`]: '3',
        [`${THEATER}/four.heic`]: '4',
        [`${THEATER}/photos.txt`]: 'one.jpg |\ntwo.jpg | Two | a caption\nfive.jpg | Five\none.jpg | One again\n',
        'galleries/residential/home theater/x.jpg': 'x',
        'stray.jpg': 's',
      }),
      [
        'galleries/residential/home theater is not a folder the site reads: put the photos in one of the folders docs/photos.md lists',
        'stray.jpg is outside the photo folders: move it into the folder of the page or gallery that shows it',
        `${THEATER}/four.heic is not a JPEG or PNG photo: save it as .jpg (or .png), or take it out of the folder`,
        `${THEATER}/photos.txt, line 1: one.jpg has no alt text. Write what the photo shows after a "|": "one.jpg | what the photo shows"`,
        `${THEATER}/photos.txt, line 2: too many "|". A line here is "file name | alt text", and the texts themselves cannot hold a "|"`,
        `${THEATER}/photos.txt, line 3 names five.jpg, which is not in the folder: check the spelling and the ending (.jpg)`,
        `${THEATER}/photos.txt, line 4 names one.jpg again: list each photo once`,
        `${THEATER}/three.png has no alt text: add the line "three.png | what the photo shows" to ${THEATER}/photos.txt`,
      ],
    );
  });

  it('holds the carousel to its 12 slides, each with a caption', () => {
    const root = contentWith(slides(12));
    assert.deepEqual(readContent(root).get('home-carousel').at(-1), {
      file: path.join(root, 'home-carousel/slide-12.jpg'),
      name: 'slide-12.jpg',
      alt: 'Photo 12',
      caption: 'Caption 12',
    });
    assert.deepEqual(problemsOf(slides(3)), [
      'home-carousel holds 3 photos: it shows 12 when it shows any, so put in exactly 12 (or none, to keep the drawn stand-ins)',
    ]);
    assert.deepEqual(problemsOf(slides(12, (i) => `slide-${i}.jpg | Photo ${i}${i === 5 ? '' : ` | Caption ${i}`}`)), [
      'home-carousel/photos.txt, line 5: slide-5.jpg has no caption. Add one after a second "|": "slide-5.jpg | what the photo shows | its caption"',
    ]);
  });

  it('gives a service one photo', () => {
    assert.deepEqual(problemsOf({ 'services/retail/a.jpg': 'a', 'services/retail/b.jpg': 'b', 'services/retail/photos.txt': 'a.jpg | A\nb.jpg | B' }), [
      'services/retail holds 2 photos: it shows 1 when it shows any, so put in exactly 1 (or none, to keep the drawn stand-ins)',
    ]);
  });
});

describe('fingerprint', () => {
  it('changes with a photo’s bytes and with its words, not with comments', () => {
    const of = (files) => fingerprint(readContent(contentWith(files)));
    const base = of({ [`${THEATER}/a.jpg`]: 'a', [`${THEATER}/photos.txt`]: 'a.jpg | A' });
    assert.equal(of({ [`${THEATER}/a.jpg`]: 'a', [`${THEATER}/photos.txt`]: '# new comment\na.jpg | A' }), base);
    assert.notEqual(of({ [`${THEATER}/a.jpg`]: 'A', [`${THEATER}/photos.txt`]: 'a.jpg | A' }), base);
    assert.notEqual(of({ [`${THEATER}/a.jpg`]: 'a', [`${THEATER}/photos.txt`]: 'a.jpg | A photo' }), base);
  });
});
