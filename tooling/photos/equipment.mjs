// The trade's equipment: speakers, racks, keypads, touch panels, access points,
// acoustic treatment, stage lighting.
import { screenContent } from './screens.mjs';
import { palette as p } from './palette.mjs';

/** A floor-standing speaker, base at (x, y). */
export function towerSpeaker(c, x, y, w, h, { cabinet = p.charcoal, cone = '#3a4354' } = {}) {
  c.ellipse(x, y, w * 0.7, w * 0.08, '#000000', { opacity: 0.3 });
  c.rect(x - w / 2, y - h, w, h, cabinet, { rx: w * 0.08 });
  c.rect(x - w / 2, y - h, w * 0.12, h, '#ffffff', { opacity: 0.06 });
  c.circle(x, y - h + w * 0.35, w * 0.14, cone);
  for (let i = 0; i < 3; i += 1) {
    const cy = y - h + w * (0.9 + i * 0.85);
    if (cy + w * 0.36 > y - w * 0.1) break;
    c.circle(x, cy, w * 0.36, cone);
    c.circle(x, cy, w * 0.12, '#1a1f29');
  }
}

/** A bookshelf or on-wall speaker, centred at (x, y). */
export function wallSpeaker(c, x, y, w, h, { grille = '#2b3444' } = {}) {
  c.rect(x - w / 2, y - h / 2, w, h, grille, { rx: w * 0.06 });
  c.rect(x - w / 2 + w * 0.08, y - h / 2 + w * 0.08, w * 0.84, h - w * 0.16, '#3d4659', { rx: w * 0.04 });
}

/** A round in-ceiling speaker seen at an angle. */
export function ceilingSpeaker(c, cx, cy, r, { trim = '#f7f7f4' } = {}) {
  c.ellipse(cx, cy, r, r * 0.32, trim, { stroke: '#c8ccd3', 'stroke-width': 1.5 });
  c.ellipse(cx, cy, r * 0.78, r * 0.24, '#e4e6ea');
  for (let i = -2; i <= 2; i += 1) c.line(cx - r * 0.7, cy + i * r * 0.08, cx + r * 0.7, cy + i * r * 0.08, '#c9ccd2', 1);
}

/** A recessed downlight, lit or not. */
export function downlight(c, cx, cy, r, lit = true) {
  if (lit) c.glow(cx, cy + r * 6, r * 7, r * 9, '#fff1c9', 0.3);
  c.ellipse(cx, cy, r, r * 0.3, lit ? '#fff6dc' : '#d9dce2');
}

/** A ceiling-mounted Wi-Fi access point. */
export function accessPoint(c, cx, cy, r) {
  c.ellipse(cx, cy, r, r * 0.32, '#fafafa', { stroke: '#c8ccd3', 'stroke-width': 1.5 });
  c.ellipse(cx, cy + r * 0.05, r * 0.12, r * 0.05, p.technician);
}

/** An equipment rack: front at x, y (top-left), `units` rack units tall. */
export function rack(c, x, y, w, h, { seed = 1, glow = true } = {}) {
  c.rect(x - 14, y - 14, w + 28, h + 28, '#11161f', { rx: 6 });
  c.rect(x - 4, y, 6, h, '#59636f');
  c.rect(x + w - 2, y, 6, h, '#59636f');
  const unit = h / 16;
  const kinds = ['patch', 'switch', 'switch', 'patch', 'router', 'blank', 'amp', 'amp', 'blank', 'nvr', 'patch', 'switch', 'ups', 'ups', 'blank', 'shelf'];
  for (let i = 0; i < 16; i += 1) {
    const kind = kinds[(i + seed) % kinds.length];
    const uy = y + i * unit;
    if (kind === 'blank') {
      c.rect(x + 2, uy + 1, w - 4, unit - 2, '#1d232d');
      continue;
    }
    c.rect(x + 2, uy + 1, w - 4, unit - 2, kind === 'ups' ? '#2a2f38' : '#262d39');
    if (kind === 'patch' || kind === 'switch') {
      const ports = 24;
      for (let j = 0; j < ports; j += 1) {
        const px = x + w * 0.08 + (j * (w * 0.84)) / ports;
        c.rect(px, uy + unit * 0.3, (w * 0.84) / ports - 2, unit * 0.4, '#0b0e14');
        if (kind === 'switch' && (j * 7 + i) % 5 !== 0) c.rect(px, uy + unit * 0.18, 3, 2, (j + i) % 4 ? p.led : p.ledAmber);
        if (kind === 'patch' && (j + i) % 3 !== 0) {
          c.line(px + 4, uy + unit * 0.7, px + 4 + ((j % 5) - 2) * 3, uy + unit * 1.4, j % 2 ? '#3f8fd8' : '#e8e8e8', 3, { opacity: 0.9 });
        }
      }
    } else if (kind === 'amp' || kind === 'router' || kind === 'nvr') {
      c.rect(x + w * 0.08, uy + unit * 0.3, w * 0.3, unit * 0.4, '#0b0e14');
      for (let j = 0; j < 6; j += 1) c.circle(x + w * (0.5 + j * 0.06), uy + unit / 2, 2.2, j % 3 ? p.led : p.technician);
    } else if (kind === 'ups') {
      c.rect(x + w * 0.7, uy + unit * 0.25, w * 0.18, unit * 0.5, '#0b0e14');
      c.rect(x + w * 0.72, uy + unit * 0.35, w * 0.1, unit * 0.3, p.led, { opacity: 0.8 });
    } else {
      c.rect(x + w * 0.1, uy + unit * 0.2, w * 0.35, unit * 0.6, p.steel, { rx: 2 });
    }
  }
  if (glow) c.glow(x + w / 2, y + h / 2, w * 0.9, h * 0.6, p.technician, 0.18);
}

/** A keypad with `buttons` rows, centred at (x, y). */
export function keypad(c, x, y, s, { plate = '#f4f4f1', buttons = 6, lit = true } = {}) {
  c.rect(x - 36 * s, y - 60 * s, 72 * s, 120 * s, '#000000', { opacity: 0.12, rx: 6 * s, transform: `translate(${3 * s} ${4 * s})` });
  c.rect(x - 36 * s, y - 60 * s, 72 * s, 120 * s, plate, { rx: 6 * s, stroke: '#c9ccd2', 'stroke-width': s });
  for (let i = 0; i < buttons; i += 1) {
    const by = y - 48 * s + (i * 96 * s) / buttons;
    c.rect(x - 24 * s, by, 48 * s, (96 * s) / buttons - 5 * s, plate, { rx: 3 * s, stroke: '#c0c4cb', 'stroke-width': s });
    if (lit) c.circle(x + 18 * s, by + ((96 * s) / buttons - 5 * s) / 2, 2.2 * s, i === 1 ? p.technician : '#9ec7f5');
  }
}

/** An in-wall touch panel showing the control interface. */
export function touchPanel(c, x, y, w, h) {
  c.rect(x - w * 0.06, y - w * 0.06, w * 1.12, h + w * 0.12, '#101521', { rx: w * 0.05 });
  screenContent(c, 'ui', x, y, w, h);
}

/** Fabric acoustic panels in a row between x0 and x1 on a wall at height y..y+h. */
export function acousticPanels(c, x0, x1, y, h, colors) {
  const n = colors.length;
  const gap = 10;
  const w = (x1 - x0 - gap * (n - 1)) / n;
  colors.forEach((color, i) => {
    c.rect(x0 + i * (w + gap), y, w, h, color, { rx: 4 });
    c.rect(x0 + i * (w + gap), y, w, h * 0.08, '#ffffff', { opacity: 0.08 });
  });
}

/** A quadratic-residue diffuser: wooden blocks of varying depth. */
export function diffuser(c, x, y, w, h, cells = 7) {
  c.rect(x, y, w, h, p.walnut);
  const cw = w / cells;
  for (let i = 0; i < cells; i += 1) {
    for (let j = 0; j < cells; j += 1) {
      const depth = ((i * i + j * j) % cells) / cells;
      c.rect(x + i * cw + 2, y + j * (h / cells) + 2, cw - 4, h / cells - 4, depth > 0.5 ? p.maple : p.oak, { opacity: 0.6 + depth * 0.4 });
    }
  }
}

/** A hanging line-array speaker, top at (x, y). */
export function lineArray(c, x, y, s, boxes = 6) {
  c.line(x - 20 * s, y - 80 * s, x - 20 * s, y, p.steel, 2 * s);
  c.line(x + 20 * s, y - 80 * s, x + 20 * s, y, p.steel, 2 * s);
  for (let i = 0; i < boxes; i += 1) {
    const by = y + i * 26 * s;
    const lean = i * i * 0.8 * s;
    c.poly([[x - 42 * s + lean, by], [x + 42 * s + lean, by], [x + 40 * s + lean, by + 24 * s], [x - 40 * s + lean, by + 24 * s]], '#1a1f29');
    c.rect(x - 34 * s + lean, by + 5 * s, 68 * s, 14 * s, '#2c3444');
  }
}

/** A stage light beam from (x, y) towards `angle` degrees below the horizon. */
export function beam(c, x, y, angle, length, color, spread = 14, opacity = 0.4) {
  const rad = (angle * Math.PI) / 180;
  const half = (spread * Math.PI) / 360;
  const end = (a) => [x + Math.cos(a) * length, y + Math.sin(a) * length];
  const fill = c.linear([[0, color, opacity], [1, color, 0]], [0, 0, Math.cos(rad) > 0 ? 1 : 0, 1]);
  c.poly([[x, y], end(rad - half), end(rad + half)], fill);
  c.circle(x, y, 9, color);
}

/** Sound-masking emitter in a ceiling tile, with the faint rings of its sound. */
export function emitter(c, cx, cy, r) {
  c.ellipse(cx, cy, r, r * 0.3, '#f2f3f5', { stroke: '#c8ccd3', 'stroke-width': 1 });
  for (let i = 1; i <= 3; i += 1) {
    c.ellipse(cx, cy + r * 0.2 * i, r * (1 + i * 0.7), r * 0.3 * (1 + i * 0.7), 'none', {
      stroke: p.technician,
      'stroke-width': 1.5,
      opacity: 0.35 / i,
    });
  }
}

/** Cat6 cable bundle from (x0, y0) to (x1, y1), drawn as a soft curve. */
export function cableRun(c, x0, y0, x1, y1, colors, sag = 40) {
  colors.forEach((color, i) => {
    const o = (i - colors.length / 2) * 5;
    c.path(`M${x0 + o} ${y0 + o} Q ${(x0 + x1) / 2 + o} ${(y0 + y1) / 2 + sag + o} ${x1 + o} ${y1 + o}`, 'none', {
      stroke: color,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
  });
}
