// What a screen shows: a film still, a game, a video call, a control interface.
// Every picture is drawn inside the rectangle x, y, w, h and clipped to it.
import { palette as p } from './palette.mjs';

function clipTo(c, x, y, w, h) {
  const id = c.id('clip');
  c.defs.push(`<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`);
  return id;
}

const contents = {
  mountains(c, x, y, w, h) {
    c.rect(x, y, w, h, c.linear([[0, '#253b6e'], [0.55, p.dusk], [1, p.accentSoft]]));
    c.circle(x + w * 0.68, y + h * 0.5, h * 0.12, '#fff3c4', { opacity: 0.9 });
    c.poly([[x, y + h], [x, y + h * 0.62], [x + w * 0.22, y + h * 0.38], [x + w * 0.4, y + h * 0.6], [x + w * 0.58, y + h * 0.42], [x + w * 0.8, y + h * 0.66], [x + w, y + h * 0.5], [x + w, y + h]], '#3b2f4a');
    c.poly([[x, y + h], [x, y + h * 0.8], [x + w * 0.3, y + h * 0.66], [x + w * 0.55, y + h * 0.82], [x + w * 0.75, y + h * 0.7], [x + w, y + h * 0.84], [x + w, y + h]], '#1f1b2e');
  },
  ocean(c, x, y, w, h) {
    c.rect(x, y, w, h * 0.55, c.linear([[0, '#5aa0d8'], [1, '#cfe6f5']]));
    c.rect(x, y + h * 0.55, w, h * 0.45, c.linear([[0, '#1f6fa8'], [1, p.brandStrong]]));
    c.circle(x + w * 0.3, y + h * 0.3, h * 0.09, '#fffbe6');
    for (let i = 0; i < 6; i += 1) c.rect(x + w * (0.1 + i * 0.15), y + h * (0.65 + (i % 3) * 0.08), w * 0.1, h * 0.012, '#d7ecfa', { opacity: 0.7 });
    c.poly([[x + w * 0.62, y + h * 0.56], [x + w * 0.7, y + h * 0.3], [x + w * 0.7, y + h * 0.56]], '#ffffff');
    c.rect(x + w * 0.6, y + h * 0.56, w * 0.12, h * 0.03, p.ink);
  },
  space(c, x, y, w, h) {
    c.rect(x, y, w, h, c.linear([[0, '#05070f'], [1, '#1b1f4a']]));
    for (let i = 0; i < 40; i += 1) {
      c.circle(x + ((i * 97) % 100) / 100 * w, y + ((i * 61) % 100) / 100 * h, (i % 3) * 0.6 + 0.6, '#ffffff', { opacity: 0.8 });
    }
    c.circle(x + w * 0.72, y + h * 0.62, h * 0.3, c.linear([[0, '#7fb8e6'], [1, '#1c3f7a']], [0, 0, 1, 1]));
    c.ellipse(x + w * 0.72, y + h * 0.62, h * 0.48, h * 0.07, 'none', { stroke: '#f4d9a0', 'stroke-width': 3, opacity: 0.7 });
  },
  city(c, x, y, w, h) {
    c.rect(x, y, w, h, c.linear([[0, '#101a3a'], [1, '#3d2d5c']]));
    for (let i = 0; i < 14; i += 1) {
      const bw = w / 14;
      const bh = h * (0.3 + ((i * 37) % 50) / 100);
      c.rect(x + i * bw, y + h - bh, bw - 2, bh, '#0a1124');
      for (let j = 0; j < 5; j += 1) {
        if ((i + j) % 3 !== 0) c.rect(x + i * bw + bw * 0.3, y + h - bh + 8 + j * (bh / 6), bw * 0.35, 3, p.accentSoft, { opacity: 0.8 });
      }
    }
  },
  sports(c, x, y, w, h) {
    c.rect(x, y, w, h, c.linear([[0, '#3aa35c'], [1, p.field]]));
    for (let i = 1; i < 6; i += 1) c.rect(x + (w * i) / 6, y, w * 0.004 + 1, h, '#ffffff', { opacity: 0.55 });
    c.rect(x, y, w, h * 0.14, '#16324f');
    c.rect(x + w * 0.04, y + h * 0.03, w * 0.22, h * 0.08, '#ffffff', { opacity: 0.85 });
    c.circle(x + w * 0.55, y + h * 0.6, h * 0.05, '#ffffff');
  },
  hockey(c, x, y, w, h) {
    c.rect(x, y, w, h, '#e8f1f8');
    c.rect(x + w * 0.49, y, w * 0.02, h, p.wine, { opacity: 0.8 });
    c.circle(x + w * 0.5, y + h * 0.55, h * 0.2, 'none', { stroke: p.brand, 'stroke-width': 2 });
    c.rect(x + w * 0.2, y, w * 0.012, h, p.brand, { opacity: 0.7 });
    c.rect(x + w * 0.79, y, w * 0.012, h, p.brand, { opacity: 0.7 });
    c.rect(x, y, w, h * 0.12, '#16324f');
  },
  call(c, x, y, w, h) {
    c.rect(x, y, w, h, '#1b2433');
    const tones = ['#c68a64', '#8d5a3b', '#e2b48f', '#a86f4c'];
    const shirts = [p.brand, p.sage, p.wine, p.steel];
    for (let i = 0; i < 4; i += 1) {
      const tx = x + (i % 2) * (w / 2) + 4;
      const ty = y + Math.floor(i / 2) * (h / 2) + 4;
      const tw = w / 2 - 8;
      const th = h / 2 - 8;
      c.rect(tx, ty, tw, th, ['#3a4a63', '#4b5d52', '#5b4a5e', '#39506a'][i]);
      c.ellipse(tx + tw / 2, ty + th, tw * 0.28, th * 0.3, shirts[i]);
      c.circle(tx + tw / 2, ty + th * 0.48, th * 0.18, tones[i]);
    }
  },
  slides(c, x, y, w, h) {
    c.rect(x, y, w, h, '#f7f9fc');
    c.rect(x + w * 0.08, y + h * 0.1, w * 0.5, h * 0.08, p.brand);
    for (let i = 0; i < 4; i += 1) c.rect(x + w * 0.08, y + h * (0.3 + i * 0.12), w * 0.38, h * 0.04, p.muted);
    const bars = [0.3, 0.5, 0.42, 0.7];
    bars.forEach((b, i) => c.rect(x + w * (0.58 + i * 0.09), y + h * (0.85 - b * 0.7), w * 0.06, h * b * 0.7, i === 3 ? p.accent : p.brandSoft));
  },
  ui(c, x, y, w, h) {
    c.rect(x, y, w, h, '#101826');
    c.rect(x, y, w, h * 0.14, '#18243a');
    const tiles = [p.accent, p.brandSoft, p.teal, p.dusk, p.sage, p.technician];
    for (let i = 0; i < 6; i += 1) {
      const tx = x + w * 0.06 + (i % 3) * w * 0.31;
      const ty = y + h * 0.22 + Math.floor(i / 3) * h * 0.38;
      c.rect(tx, ty, w * 0.27, h * 0.32, '#22324d', { rx: Math.max(2, w * 0.02) });
      c.circle(tx + w * 0.135, ty + h * 0.13, Math.min(w, h) * 0.06, tiles[i]);
      c.rect(tx + w * 0.05, ty + h * 0.24, w * 0.17, h * 0.03, '#9fb0c8', { rx: 1 });
    }
  },
  signage(c, x, y, w, h) {
    c.rect(x, y, w, h, c.linear([[0, p.wine], [1, p.dusk]], [0, 0, 1, 1]));
    c.circle(x + w * 0.72, y + h * 0.5, h * 0.32, p.accentSoft, { opacity: 0.9 });
    c.rect(x + w * 0.08, y + h * 0.25, w * 0.4, h * 0.12, '#ffffff');
    c.rect(x + w * 0.08, y + h * 0.45, w * 0.3, h * 0.07, '#ffffff', { opacity: 0.8 });
    c.rect(x + w * 0.08, y + h * 0.64, w * 0.2, h * 0.12, p.ink, { rx: 3 });
  },
  worship(c, x, y, w, h) {
    c.rect(x, y, w, h, c.linear([[0, '#23395d'], [1, '#8fb5d9']]));
    c.poly([[x, y + h], [x + w * 0.3, y + h * 0.55], [x + w * 0.55, y + h * 0.75], [x + w * 0.8, y + h * 0.5], [x + w, y + h * 0.7], [x + w, y + h]], '#1a2a44');
    c.rect(x + w * 0.2, y + h * 0.2, w * 0.6, h * 0.1, '#ffffff', { opacity: 0.9 });
    c.rect(x + w * 0.3, y + h * 0.36, w * 0.4, h * 0.06, '#ffffff', { opacity: 0.7 });
  },
  waves(c, x, y, w, h) {
    c.rect(x, y, w, h, c.linear([[0, '#2a0f4a'], [0.5, '#6d1f6b'], [1, '#0b4f8a']], [0, 0, 1, 0]));
    for (let i = 0; i < 5; i += 1) {
      c.path(`M${x} ${y + h * (0.3 + i * 0.1)} Q ${x + w * 0.25} ${y + h * (0.1 + i * 0.1)} ${x + w * 0.5} ${y + h * (0.3 + i * 0.1)} T ${x + w} ${y + h * (0.3 + i * 0.1)}`, 'none', {
        stroke: i % 2 ? '#ff6fd8' : '#5ee7ff',
        'stroke-width': 3,
        opacity: 0.7,
      });
    }
  },
  music(c, x, y, w, h) {
    c.rect(x, y, w, h, '#121a2a');
    c.rect(x + w * 0.06, y + h * 0.12, h * 0.56, h * 0.56, c.linear([[0, p.dusk], [1, p.wine]], [0, 0, 1, 1]));
    c.rect(x + w * 0.06 + h * 0.62, y + h * 0.2, w * 0.4, h * 0.08, '#ffffff');
    c.rect(x + w * 0.06 + h * 0.62, y + h * 0.36, w * 0.28, h * 0.06, '#9fb0c8');
    c.rect(x + w * 0.06, y + h * 0.8, w * 0.88, h * 0.03, '#33425c');
    c.rect(x + w * 0.06, y + h * 0.8, w * 0.36, h * 0.03, p.accent);
  },
};

/** Fills the rectangle with the named picture. */
export function screenContent(c, kind, x, y, w, h) {
  const draw = contents[kind];
  if (!draw) throw new Error(`no screen content named ${kind}`);
  const clip = clipTo(c, x, y, w, h);
  c.add(`<g clip-path="url(#${clip})">`);
  draw(c, x, y, w, h);
  c.add('</g>');
}

/** A flat-panel display (or projection screen with `frame: 'thin'`) showing `kind`. */
export function display(c, x, y, w, h, kind, { bezel = Math.max(3, w * 0.012), glow = 0, frame = p.charcoal } = {}) {
  if (glow) c.glow(x + w / 2, y + h / 2, w * 0.8, h * 0.9, '#9cc3e6', glow);
  c.rect(x - bezel, y - bezel, w + bezel * 2, h + bezel * 2, frame, { rx: bezel * 0.6 });
  screenContent(c, kind, x, y, w, h);
  c.rect(x, y, w, h * 0.45, c.linear([[0, '#ffffff', 0.12], [1, '#ffffff', 0]]));
}
