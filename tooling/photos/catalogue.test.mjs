// No stand-in picture is shown twice on one path through the site (#33): the galleries'
// covers (gallery lists, home tiles), the carousel's slides and the services' pictures
// are all different pictures.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { carousel, galleries, services } from './catalogue.mjs';

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
