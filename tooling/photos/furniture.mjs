// Furniture and people, drawn from a base point (x = centre, y = floor) at scale s,
// so a scene can stand them anywhere in its room's perspective.
import { palette as p } from './palette.mjs';

export function recliner(c, x, y, s, color) {
  const w = 150 * s;
  c.ellipse(x, y, w * 0.55, 10 * s, '#000000', { opacity: 0.25 });
  c.rect(x - w / 2 + 14 * s, y - 130 * s, w - 28 * s, 90 * s, color, { rx: 18 * s });
  c.rect(x - w / 2 + 18 * s, y - 124 * s, w - 36 * s, 30 * s, '#ffffff', { opacity: 0.07, rx: 12 * s });
  c.rect(x - w / 2 + 10 * s, y - 60 * s, w - 20 * s, 50 * s, color, { rx: 10 * s });
  c.rect(x - w / 2, y - 82 * s, 24 * s, 76 * s, color, { rx: 10 * s, stroke: '#000000', 'stroke-opacity': 0.25, 'stroke-width': 2 * s });
  c.rect(x + w / 2 - 24 * s, y - 82 * s, 24 * s, 76 * s, color, { rx: 10 * s, stroke: '#000000', 'stroke-opacity': 0.25, 'stroke-width': 2 * s });
  c.circle(x + w / 2 - 12 * s, y - 74 * s, 5 * s, p.ledAmber, { opacity: 0.8 });
}

export function sofa(c, x, y, w, s, color) {
  c.ellipse(x, y, w * 0.55, 12 * s, '#000000', { opacity: 0.18 });
  c.rect(x - w / 2 + 20 * s, y - 120 * s, w - 40 * s, 70 * s, color, { rx: 16 * s });
  c.rect(x - w / 2 + 10 * s, y - 64 * s, w - 20 * s, 54 * s, color, { rx: 12 * s });
  c.rect(x - w / 2 + 10 * s, y - 64 * s, w - 20 * s, 12 * s, '#ffffff', { opacity: 0.12, rx: 6 * s });
  c.rect(x - w / 2, y - 90 * s, 34 * s, 84 * s, color, { rx: 14 * s, stroke: '#000000', 'stroke-opacity': 0.2, 'stroke-width': 2 * s });
  c.rect(x + w / 2 - 34 * s, y - 90 * s, 34 * s, 84 * s, color, { rx: 14 * s, stroke: '#000000', 'stroke-opacity': 0.2, 'stroke-width': 2 * s });
  c.rect(x - w * 0.32, y - 100 * s, 50 * s, 40 * s, p.accentSoft, { rx: 10 * s, opacity: 0.9 });
  c.rect(x + w * 0.2, y - 100 * s, 50 * s, 40 * s, p.linen, { rx: 10 * s });
}

export function coffeeTable(c, x, y, w, s, color = p.walnut) {
  c.ellipse(x, y, w * 0.55, 8 * s, '#000000', { opacity: 0.2 });
  c.rect(x - w / 2, y - 40 * s, w, 12 * s, color, { rx: 4 * s });
  c.rect(x - w / 2 + 10 * s, y - 28 * s, 8 * s, 28 * s, color);
  c.rect(x + w / 2 - 18 * s, y - 28 * s, 8 * s, 28 * s, color);
}

export function rug(c, list, color) {
  c.poly(list, color, { opacity: 0.85 });
}

export function officeChair(c, x, y, s, color = p.graphite) {
  c.ellipse(x, y, 40 * s, 7 * s, '#000000', { opacity: 0.2 });
  c.rect(x - 4 * s, y - 40 * s, 8 * s, 36 * s, p.steel);
  c.rect(x - 34 * s, y - 6 * s, 68 * s, 6 * s, p.steel, { rx: 3 * s });
  c.rect(x - 30 * s, y - 60 * s, 60 * s, 20 * s, color, { rx: 8 * s });
  c.rect(x - 26 * s, y - 120 * s, 52 * s, 64 * s, color, { rx: 12 * s });
}

/** A table seen from the front: top at height `h`, width w. */
export function table(c, x, y, w, h, s, top = p.oak, legs = p.charcoal) {
  c.ellipse(x, y, w * 0.5, 10 * s, '#000000', { opacity: 0.18 });
  c.rect(x - w / 2, y - h, w, 14 * s, top, { rx: 3 * s });
  c.rect(x - w / 2, y - h + 14 * s, w, 4 * s, '#000000', { opacity: 0.2 });
  c.rect(x - w / 2 + 12 * s, y - h + 14 * s, 10 * s, h - 14 * s, legs);
  c.rect(x + w / 2 - 22 * s, y - h + 14 * s, 10 * s, h - 14 * s, legs);
}

export function stool(c, x, y, s, seat = p.wine) {
  c.rect(x - 3 * s, y - 80 * s, 6 * s, 80 * s, p.steel);
  c.rect(x - 18 * s, y - 30 * s, 36 * s, 4 * s, p.steel);
  c.ellipse(x, y - 84 * s, 24 * s, 8 * s, seat);
}

export function pew(c, x, y, w, s, color = p.walnut) {
  c.rect(x - w / 2, y - 70 * s, w, 44 * s, color, { rx: 4 * s });
  c.rect(x - w / 2, y - 30 * s, w, 12 * s, color, { opacity: 0.85 });
  c.rect(x - w / 2, y - 70 * s, w, 6 * s, '#ffffff', { opacity: 0.12 });
}

export function roundTable(c, x, y, s, cloth = '#f4f1ea') {
  c.ellipse(x, y, 95 * s, 16 * s, '#000000', { opacity: 0.2 });
  c.path(`M${x - 90 * s} ${y - 60 * s} L${x - 96 * s} ${y} L${x + 96 * s} ${y} L${x + 90 * s} ${y - 60 * s} Z`, cloth);
  c.ellipse(x, y - 60 * s, 90 * s, 18 * s, cloth);
  c.ellipse(x, y - 60 * s, 90 * s, 18 * s, '#000000', { opacity: 0.05 });
  c.rect(x - 3 * s, y - 95 * s, 6 * s, 35 * s, '#ffffff', { opacity: 0.8 });
  c.circle(x, y - 98 * s, 8 * s, p.accentSoft, { opacity: 0.9 });
}

export function plant(c, x, y, s, pot = p.linen) {
  c.path(`M${x - 22 * s} ${y - 50 * s} L${x - 16 * s} ${y} L${x + 16 * s} ${y} L${x + 22 * s} ${y - 50 * s} Z`, pot);
  const leaves = [[-30, -120, -8], [0, -150, 0], [28, -118, 8], [-18, -95, -4], [18, -92, 4]];
  for (const [dx, dy, tilt] of leaves) {
    c.ellipse(x + dx * s, y + dy * s, 14 * s, 42 * s, p.leaf, { transform: `rotate(${tilt * 3} ${x + dx * s} ${y + dy * s})` });
  }
  c.ellipse(x, y - 110 * s, 12 * s, 40 * s, p.sage);
}

/** A pendant hanging from y0 to y (the shade's bottom). */
export function pendant(c, x, y0, y, s, { shade = p.charcoal, lit = true } = {}) {
  c.line(x, y0, x, y - 30 * s, p.charcoal, 2 * s);
  if (lit) c.glow(x, y + 20 * s, 90 * s, 70 * s, p.accentSoft, 0.55);
  c.path(`M${x - 12 * s} ${y - 30 * s} L${x - 36 * s} ${y} L${x + 36 * s} ${y} L${x + 12 * s} ${y - 30 * s} Z`, shade);
  if (lit) c.ellipse(x, y, 30 * s, 5 * s, '#fff3c4');
}

/** A window with mullions, showing a sky and optional trees. */
export function windowPane(c, x, y, w, h, { sky = 'day', frame = '#f4f1ea', trees = true } = {}) {
  const skies = {
    day: [[0, '#7fb3e0'], [1, '#d6ebf8']],
    dusk: [[0, '#2c3e70'], [0.6, p.dusk], [1, p.accentSoft]],
    night: [[0, '#050a18'], [1, '#18254a']],
  };
  c.rect(x - 8, y - 8, w + 16, h + 16, frame);
  c.rect(x, y, w, h, c.linear(skies[sky]));
  if (trees) {
    const clip = c.id('clip');
    c.defs.push(`<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`);
    c.add(`<g clip-path="url(#${clip})">`);
    const tone = sky === 'day' ? p.leaf : '#1b2a2a';
    for (let i = 0; i < 5; i += 1) c.ellipse(x + (w * (i + 0.5)) / 5, y + h * (0.78 + (i % 2) * 0.06), w * 0.12, h * 0.22, tone, { opacity: 0.9 });
    c.rect(x, y + h * 0.9, w, h * 0.1, sky === 'day' ? '#6f9c5a' : '#101a14');
    c.add('</g>');
  }
  c.rect(x + w / 2 - 4, y, 8, h, frame);
  c.rect(x, y + h * 0.45, w, 8, frame);
}

/** Someone seen from behind (audience, congregation, colleagues), shoulders to head. */
export function personFromBehind(c, x, y, s, { hair = p.charcoal, shirt = p.steel } = {}) {
  c.path(`M${x - 38 * s} ${y} Q ${x - 38 * s} ${y - 46 * s} ${x} ${y - 50 * s} Q ${x + 38 * s} ${y - 46 * s} ${x + 38 * s} ${y} Z`, shirt);
  c.ellipse(x, y - 70 * s, 20 * s, 24 * s, hair);
}

export function desk(c, x, y, w, s, { screen = '#1b2433', top = p.maple } = {}) {
  table(c, x, y, w, 74 * s, s, top, p.steel);
  c.rect(x - 4 * s, y - 90 * s, 8 * s, 16 * s, p.charcoal);
  c.rect(x - 44 * s, y - 140 * s, 88 * s, 54 * s, p.charcoal, { rx: 3 * s });
  c.rect(x - 40 * s, y - 136 * s, 80 * s, 46 * s, screen);
}

export function shelf(c, x, y, w, h, s, goods) {
  c.rect(x, y - h, w, h, p.linen);
  const rows = 4;
  for (let r = 0; r < rows; r += 1) {
    const ry = y - h + (h / rows) * (r + 1);
    c.rect(x, ry - 6 * s, w, 6 * s, p.oak);
    const n = Math.max(3, Math.floor(w / (26 * s)));
    for (let i = 0; i < n; i += 1) {
      const gw = (w / n) * 0.75;
      const gh = (h / rows) * (0.45 + ((i * 7 + r * 3) % 4) * 0.1);
      c.rect(x + (w / n) * i + (w / n) * 0.12, ry - 6 * s - gh, gw, gh, goods[(i + r) % goods.length], { rx: 2 * s });
    }
  }
}
