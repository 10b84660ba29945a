// No stand-in picture is shown twice on one path through the site (#33): the galleries'
// covers (gallery lists, home tiles), the carousel's slides and the services' pictures
// are all different pictures; so are the other remotes' pictures, each page's its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { carousel, galleries, remotes, services } from './catalogue.mjs';

const covers = Object.values(galleries).map((shots) => shots[0].slug);
const slides = carousel.map(([slug]) => slug);
const servicePictures = Object.values(services);

describe('where each stand-in picture is shown', () => {
  it('shows no gallery cover in the carousel or beside a service', () => {
    for (const slug of [...slides, ...servicePictures]) assert.ok(!covers.includes(slug), `${slug} is a gallery's cover`);
  });

  it('shows no carousel slide beside a service, and no picture twice in either', () => {
    for (const slug of servicePictures) assert.ok(!slides.includes(slug), `${slug} is a carousel slide`);
    assert.equal(new Set(slides).size, slides.length);
    assert.equal(new Set(servicePictures).size, servicePictures.length);
  });
});

describe('the other remotes’ pictures', () => {
  const slugsOf = (pictures) => Object.values(pictures).map((shot) => shot.slug);
  const marketing = new Set([...Object.values(galleries).flat().map((shot) => shot.slug), ...slides, ...servicePictures]);

  it('shows a different picture on each careers page a visitor passes through (the landing, the list, each posting)', () => {
    const careers = slugsOf(remotes['mf-careers'].careers);
    assert.deepEqual(Object.keys(remotes['mf-careers'].careers).sort(), ['1', '2', 'landing', 'postings']);
    assert.equal(new Set(careers).size, careers.length);
  });

  it('draws every other remote’s picture for it alone: none is a marketing picture or another remote’s', () => {
    const all = Object.values(remotes).flatMap((modules) => Object.values(modules).flatMap(slugsOf));
    assert.equal(new Set(all).size, all.length);
    for (const slug of all) assert.ok(!marketing.has(slug), `${slug} is also a marketing picture`);
  });

  it('says what each picture shows', () => {
    for (const shot of Object.values(remotes).flatMap((modules) => Object.values(modules).flatMap(Object.values))) {
      assert.ok(shot.alt.length > 40 && shot.alt.endsWith('.'), `${shot.slug}'s alt text says what it shows`);
    }
  });
});
