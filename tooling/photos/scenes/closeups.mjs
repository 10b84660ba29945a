// Close views of the things people touch: touch panels, keypads, wall plates,
// a mixing console, a table-top control panel.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';
import { screenContent } from '../screens.mjs';
import { keypad, touchPanel } from '../equipment.mjs';
import { plant } from '../furniture.mjs';

function wallBackdrop(c, wall, lightFrom = 0.3) {
  c.rect(0, 0, 1200, 750, wall);
  c.glow(1200 * lightFrom, 120, 700, 520, '#fff6e0', 0.35);
}

/** A touch panel on the wall, with a keypad beside it and a shelf below. */
export function touchPanelWall({ wall = p.linen, keypads = 1 }) {
  const c = new Canvas();
  wallBackdrop(c, wall);
  c.rect(330 + 12, 190 + 16, 420, 280, '#000000', { opacity: 0.18, rx: 24 });
  touchPanel(c, 350, 200, 400, 260);
  for (let i = 0; i < keypads; i += 1) keypad(c, 880 + i * 140, 330, 1.6);
  c.rect(0, 600, 1200, 26, p.walnut);
  c.rect(0, 626, 1200, 124, '#000000', { opacity: 0.08 });
  plant(c, 160, 600, 1.2);
  c.rect(620, 560, 70, 40, p.charcoal, { rx: 8 });
  c.rect(625, 565, 60, 30, p.brandSoft, { rx: 5 });
  return c.toString();
}

/** A row of lighting keypads beside a door frame, lit from above. */
export function keypadBank({ wall = '#e3ddd2', count = 3, evening = false }) {
  const c = new Canvas();
  wallBackdrop(c, evening ? '#b9ae9d' : wall, 0.5);
  if (evening) c.glow(600, 0, 500, 420, p.accentSoft, 0.6);
  c.rect(0, 0, 170, 750, '#f4f1ea');
  c.rect(170, 0, 20, 750, '#d8d1c4');
  const start = 600 - ((count - 1) * 200) / 2;
  for (let i = 0; i < count; i += 1) keypad(c, start + i * 200, 360, 2.2, { buttons: [6, 4, 3, 5][i % 4] });
  c.rect(0, 700, 1200, 50, '#f4f1ea');
  return c.toString();
}

/** A wall plate with network, HDMI and coax jacks, and cables plugged in. */
export function wallPlate({ wall = '#ece7de' }) {
  const c = new Canvas();
  wallBackdrop(c, wall);
  c.rect(430 + 14, 150 + 18, 340, 450, '#000000', { opacity: 0.15, rx: 14 });
  c.rect(430, 150, 340, 450, '#f8f8f6', { rx: 14, stroke: '#d2d4d8', 'stroke-width': 3 });
  const jacks = [
    [500, 230, p.technician],
    [700, 230, '#f2f2f2'],
    [500, 370, p.brand],
    [700, 370, p.ledAmber],
    [500, 510, '#2b3444'],
    [700, 510, '#f2f2f2'],
  ];
  for (const [x, y, color] of jacks) {
    c.rect(x - 50, y - 40, 100, 80, color, { rx: 8, stroke: '#c2c6cc', 'stroke-width': 2 });
    c.rect(x - 26, y - 16, 52, 34, '#1a1f29', { rx: 4 });
  }
  c.path('M500 246 C 500 420, 300 560, 260 760', 'none', { stroke: p.technician, 'stroke-width': 22, 'stroke-linecap': 'round' });
  c.rect(478, 220, 44, 56, p.technician, { rx: 6 });
  c.path('M700 386 C 700 560, 880 620, 940 760', 'none', { stroke: '#2b3444', 'stroke-width': 24, 'stroke-linecap': 'round' });
  c.rect(676, 360, 48, 58, '#2b3444', { rx: 6 });
  return c.toString();
}

/** A sound booth: a digital mixing console with its screen, seen from the operator's seat. */
export function mixingConsole({ room: roomTone = '#151a26', faders = 24 }) {
  const c = new Canvas();
  c.rect(0, 0, 1200, 750, roomTone);
  c.glow(600, 120, 700, 200, p.technician, 0.35);
  c.rect(0, 250, 1200, 20, '#2a3242');
  c.poly([[60, 360], [1140, 360], [1200, 750], [0, 750]], '#232a37');
  c.poly([[60, 360], [1140, 360], [1150, 380], [50, 380]], '#3a4456');
  screenContent(c, 'music', 470, 250, 260, 100);
  for (let i = 0; i < faders; i += 1) {
    const x = 110 + (i * 980) / (faders - 1);
    const spread = 1 + ((x - 600) / 600) * 0.08;
    c.rect(x - 3, 470, 6, 230, '#0f131b');
    const knob = 520 + ((i * 37) % 120);
    c.rect(x - 14 * spread, knob, 28 * spread, 18, i % 8 === 7 ? p.wine : '#d9dde3', { rx: 3 });
    for (let k = 0; k < 3; k += 1) c.circle(x, 400 + k * 22, 7, k === 0 ? p.accent : '#9aa3b1');
    c.rect(x - 4, 710, 8, 5, (i * 3) % 5 ? p.led : p.ledAmber);
  }
  return c.toString();
}

/** A conference-table control panel and a microphone pod, close up. */
export function tableControls({ top = p.walnut }) {
  const c = new Canvas();
  c.rect(0, 0, 1200, 300, c.linear([[0, '#5b6678'], [1, '#8a94a3']]));
  c.rect(0, 120, 1200, 180, '#1b2433');
  screenContent(c, 'call', 280, 40, 640, 240);
  c.poly([[0, 330], [1200, 330], [1200, 750], [0, 750]], c.linear([[0, '#8b5e3c'], [1, top]]));
  c.rect(0, 300, 1200, 34, '#5a3a22');
  c.poly([[250, 470], [610, 440], [650, 640], [230, 680]], '#0e131c');
  c.poly([[265, 484], [598, 456], [632, 626], [248, 662]], '#1a2436');
  for (let i = 0; i < 6; i += 1) {
    const x = 300 + (i % 3) * 105;
    const y = 500 + Math.floor(i / 3) * 75 - (i % 3) * 6;
    c.rect(x, y, 80, 55, ['#22324d', '#22324d', p.brand, '#22324d', p.teal, '#22324d'][i], { rx: 6 });
  }
  c.ellipse(880, 560, 120, 40, '#1a1f29');
  c.ellipse(880, 548, 112, 34, '#2b3444');
  c.ellipse(880, 548, 12, 5, p.led);
  return c.toString();
}
