// A few SVG primitives for the hub's diagrams: boxes with labels, lines and arrows.
const INK = '#14213d';
const BRAND = '#0b4f8a';
const PAPER = '#ffffff';
const PANEL = '#f3f5f9';
const ALERT = '#b3261e';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  tone?: 'plain' | 'brand' | 'alert';
}

export function box({ x, y, w, h, label, tone = 'plain' }: Box): string {
  const fill = tone === 'brand' ? BRAND : PAPER;
  const stroke = tone === 'alert' ? ALERT : tone === 'brand' ? BRAND : INK;
  const ink = tone === 'brand' ? PAPER : tone === 'alert' ? ALERT : INK;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
    text(x + w / 2, y + h / 2 + 5, label, ink)
  );
}

export const text = (x: number, y: number, content: string, fill = INK, size = 15) =>
  `<text x="${x}" y="${y}" font-family="system-ui, sans-serif" font-size="${size}" text-anchor="middle" fill="${fill}">${escape(content)}</text>`;

export const arrow = (x1: number, y1: number, x2: number, y2: number, colour = INK) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="2" marker-end="url(#arrow)"/>`;

export const cross = (x: number, y: number, size = 14) =>
  `<path d="M${x - size} ${y - size} L${x + size} ${y + size} M${x + size} ${y - size} L${x - size} ${y + size}" stroke="${ALERT}" stroke-width="4"/>`;

/** A whole SVG document of the given size with a titled, plain background. */
export function svgDocument(width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escape(title)}</title>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${INK}"/></marker></defs>`,
    `<rect width="${width}" height="${height}" fill="${PANEL}"/>`,
    ...body,
    '</svg>',
  ].join('');
}
