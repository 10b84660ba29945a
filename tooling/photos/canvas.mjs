// A tiny SVG builder: shapes go into the body, gradients into <defs>, each with an id
// of its own. Scenes draw on a Canvas and hand back its markup for sharp to render.
const attrs = (extra) =>
  Object.entries(extra)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');

const round = (n) => Math.round(n * 10) / 10;
export const points = (list) => list.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
export const lerp = (a, b, t) => a + (b - a) * t;

export class Canvas {
  constructor(width = 1200, height = 750) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.count = 0;
  }

  id(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** A linear gradient; `stops` are [offset, colour, opacity?]; returns its url(). */
  linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
    const id = this.id('l');
    const marks = stops
      .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${marks}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops) {
    const id = this.id('r');
    const marks = stops
      .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
      .join('');
    this.defs.push(`<radialGradient id="${id}">${marks}</radialGradient>`);
    return `url(#${id})`;
  }

  add(markup) {
    this.body.push(markup);
    return this;
  }

  rect(x, y, w, h, fill, extra = {}) {
    return this.add(`<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${fill}"${attrs(extra)}/>`);
  }

  circle(cx, cy, r, fill, extra = {}) {
    return this.add(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${attrs(extra)}/>`);
  }

  ellipse(cx, cy, rx, ry, fill, extra = {}) {
    return this.add(
      `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${attrs(extra)}/>`,
    );
  }

  poly(list, fill, extra = {}) {
    return this.add(`<polygon points="${points(list)}" fill="${fill}"${attrs(extra)}/>`);
  }

  line(x1, y1, x2, y2, stroke, width = 2, extra = {}) {
    return this.add(
      `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${width}"${attrs(extra)}/>`,
    );
  }

  path(d, fill, extra = {}) {
    return this.add(`<path d="${d}" fill="${fill}"${attrs(extra)}/>`);
  }

  /** Soft light: a radial gradient fading from `color` to nothing. */
  glow(cx, cy, rx, ry, color, opacity = 0.6) {
    const fill = this.radial([
      [0, color, opacity],
      [0.45, color, opacity * 0.45],
      [1, color, 0],
    ]);
    return this.ellipse(cx, cy, rx, ry, fill);
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
