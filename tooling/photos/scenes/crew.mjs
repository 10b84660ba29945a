// The crew at work, for the careers pages (mf-careers): the company's technicians, drawn
// as the team page's portraits are, standing in one of the rooms they build.
import { portrait } from './people.mjs';

const inner = (svg) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

/**
 * `room` is a whole scene's markup (1200 x 750); each person is a portrait look with
 * where they stand (`x`, their centre) and how tall they are drawn (`size`, px).
 */
export function crewIn(room, people) {
  const figures = people
    .map(({ x, size = 420, ...look }) => {
      const scale = size / 320;
      return `<g transform="translate(${x - size / 2} ${750 - size}) scale(${scale})">${inner(portrait({ ...look, backdrop: null }))}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">${room}${figures}</svg>`;
}
