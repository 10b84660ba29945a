// Restaurants, sports bars, night clubs and event centers.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';
import { room } from '../room.mjs';
import { display } from '../screens.mjs';
import { pendant, personFromBehind, roundTable, stool, table } from '../furniture.mjs';
import { beam, ceilingSpeaker, lineArray, wallSpeaker } from '../equipment.mjs';

const barRoom = (c, wall = '#3b2a24') =>
  room(c, {
    back: [160, 90, 1040, 470],
    wall,
    side: '#2a1e1a',
    sideFar: '#3a2a24',
    floor: '#4a3226',
    floorFar: '#5c4032',
    ceiling: '#1c1816',
  });

/** A sports bar: a wall of TVs over the back bar, stools at the counter. */
export function sportsBar({ games = ['sports', 'hockey', 'sports', 'sports', 'hockey', 'sports'], wall = '#3b2a24', stools = p.wine }) {
  const c = new Canvas();
  const g = barRoom(c, wall);
  games.forEach((game, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    display(c, 220 + col * 270, 115 + row * 135, 220, 118, game, { bezel: 5, glow: 0.12 });
  });
  c.rect(160, 390, 880, 80, '#2a1c14');
  for (let i = 0; i < 22; i += 1) c.rect(180 + i * 39, 398 + (i % 3) * 4, 18, 46 - (i % 3) * 4, ['#6e2434', '#2e7d7a', '#b08357', '#d9b98c'][i % 4], { opacity: 0.85, rx: 3 });
  for (const u of [0.2, 0.5, 0.8]) {
    const [x, y] = g.ceiling(u, 0.55);
    ceilingSpeaker(c, x, y, 28, { trim: '#2b2b2b' });
  }
  for (const x of [300, 600, 900]) pendant(c, x, 0, 250, 0.9, { shade: p.accent });
  c.rect(0, 560, 1200, 36, p.oak);
  c.rect(0, 596, 1200, 154, '#3a2418');
  for (let i = 0; i < 7; i += 1) stool(c, 110 + i * 165, 750, 1.2, stools);
  return c.toString();
}

/** A restaurant dining room: warm pendants, ceiling speakers, tables, one TV. */
export function diningHall({ wall = '#6b4b3b', cloth = p.linen, tv = true }) {
  const c = new Canvas();
  const g = barRoom(c, wall);
  c.rect(160, 200, 880, 12, p.oak);
  for (let i = 0; i < 6; i += 1) c.rect(190 + i * 145, 230, 110, 150, ['#8b5e3c', '#6e2434', '#2e7d7a'][i % 3], { opacity: 0.35 });
  if (tv) display(c, 500, 110, 200, 110, 'sports', { bezel: 4 });
  wallSpeaker(c, 200, 150, 40, 60, { grille: '#2b2b2b' });
  wallSpeaker(c, 1000, 150, 40, 60, { grille: '#2b2b2b' });
  for (const [u, t] of [[0.2, 0.4], [0.5, 0.7], [0.8, 0.4], [0.35, 0.9], [0.65, 0.9]]) {
    const [x, y] = g.ceiling(u, t);
    ceilingSpeaker(c, x, y, 24 * g.scale(t) + 10, { trim: '#2b2b2b' });
  }
  for (const [x, y, s] of [[300, 540, 0.8], [600, 520, 0.75], [900, 540, 0.8], [240, 700, 1.1], [960, 700, 1.1]]) {
    pendant(c, x, 0, y - 210 * s, s);
    table(c, x, y, 220 * s, 110 * s, s, cloth, '#2a1c14');
  }
  return c.toString();
}

/** A night club or concert: LED wall, moving-head beams, line arrays, a crowd. */
export function clubStage({ colors = ['#5ee7ff', '#ff6fd8', '#ffd36b'], wall = 'waves', crowd = true, haze = '#2a0f4a' }) {
  const c = new Canvas();
  c.rect(0, 0, 1200, 750, c.linear([[0, '#07060f'], [1, haze]]));
  display(c, 330, 150, 540, 260, wall, { bezel: 4, frame: '#000000', glow: 0.3 });
  c.rect(200, 420, 800, 60, '#16121f');
  c.rect(200, 420, 800, 6, colors[0], { opacity: 0.8 });
  for (let i = 0; i < 6; i += 1) beam(c, 180 + i * 168, 60, 60 + i * 12, 700, colors[i % colors.length], 12, 0.35);
  c.rect(0, 50, 1200, 16, '#1b1b24');
  lineArray(c, 150, 110, 1, 7);
  lineArray(c, 1050, 110, 1, 7);
  if (crowd) {
    for (let i = 0; i < 16; i += 1) {
      personFromBehind(c, 40 + i * 75 + (i % 2) * 20, 760, 1.3 + (i % 3) * 0.1, { hair: '#050508', shirt: '#0d0b14' });
    }
    for (let i = 0; i < 5; i += 1) c.rect(120 + i * 240, 560 - (i % 2) * 30, 14, 60, '#050508', { transform: `rotate(${(i % 2 ? 1 : -1) * 12} ${127 + i * 240} 600)` });
  }
  return c.toString();
}

/** An event center set for a banquet: round tables, uplights, a stage and screen. */
export function banquet({ uplight = p.technician, cloth = '#f4f1ea' }) {
  const c = new Canvas();
  const g = room(c, {
    back: [160, 110, 1040, 430],
    wall: '#2b2f3a',
    side: '#1f232c',
    sideFar: '#2a2e38',
    floor: '#3a3129',
    floorFar: '#4a3e34',
    ceiling: '#151821',
  });
  for (let i = 0; i < 9; i += 1) c.glow(180 + i * 105, 330, 50, 220, uplight, 0.6);
  display(c, 440, 150, 320, 180, 'signage', { bezel: 4 });
  c.rect(380, 360, 440, 70, '#1a1d25');
  lineArray(c, 300, 120, 0.7, 5);
  lineArray(c, 900, 120, 0.7, 5);
  for (const [u, t] of [[0.2, 0.7], [0.5, 0.7], [0.8, 0.7], [0.1, 0.3], [0.38, 0.35], [0.62, 0.35], [0.9, 0.3]]) {
    const [x, y] = g.floor(u, t);
    roundTable(c, x, y, g.scale(t) * 1.5, cloth);
  }
  return c.toString();
}

/** A DJ booth: decks, mixer and monitor speakers in front of an LED wall. */
export function djBooth({ accent = '#ff6fd8' }) {
  const c = new Canvas();
  c.rect(0, 0, 1200, 750, '#07060f');
  display(c, 100, 60, 1000, 360, 'waves', { bezel: 3, frame: '#000000' });
  for (let i = 0; i < 4; i += 1) beam(c, 150 + i * 300, 40, 75 + i * 10, 600, i % 2 ? accent : '#5ee7ff', 10, 0.3);
  c.poly([[120, 500], [1080, 500], [1160, 750], [40, 750]], '#14111c');
  c.rect(120, 470, 960, 40, '#221d2e');
  c.rect(120, 470, 960, 4, accent, { opacity: 0.8 });
  for (const x of [330, 870]) {
    c.ellipse(x, 440, 130, 34, '#1b1b24');
    c.ellipse(x, 436, 110, 28, '#2b2b38');
    c.ellipse(x, 436, 12, 4, accent);
  }
  c.rect(520, 400, 160, 70, '#1b1b24', { rx: 6 });
  for (let i = 0; i < 4; i += 1) c.rect(540 + i * 36, 414, 10, 44, '#3a3a4a');
  wallSpeaker(c, 70, 560, 100, 160, { grille: '#1b1b24' });
  wallSpeaker(c, 1130, 560, 100, 160, { grille: '#1b1b24' });
  return c.toString();
}
