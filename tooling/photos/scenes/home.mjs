// Rooms of a house: kitchen, patio, great room with shades, dining room.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';
import { room, wallQuad, floorQuad } from '../room.mjs';
import { display } from '../screens.mjs';
import { pendant, stool, windowPane, plant, sofa, rug, table, coffeeTable } from '../furniture.mjs';
import { ceilingSpeaker, downlight, keypad, touchPanel, wallSpeaker } from '../equipment.mjs';

const lightRoom = (c, back, wall = p.linen) =>
  room(c, { back, wall, side: '#d4cbbb', sideFar: '#e6dfd1', floor: p.oak, floorFar: '#c9a47a', ceiling: '#f3efe8' });

/** A kitchen with an island, pendants, a window over the sink and ceiling speakers. */
export function kitchen({ evening = false, panel = false, cabinets = '#f4f1ea', stools = p.graphite }) {
  const c = new Canvas();
  const g = lightRoom(c, [200, 120, 1000, 470], evening ? '#d8cdb9' : p.linen);
  c.rect(200, 330, 800, 140, cabinets);
  c.rect(200, 320, 800, 14, p.steel);
  for (let i = 0; i < 8; i += 1) c.rect(210 + i * 99, 345, 88, 110, '#ffffff', { opacity: 0.5, stroke: '#d3cfc6', 'stroke-width': 2 });
  c.rect(200, 150, 250, 110, cabinets, { stroke: '#d3cfc6', 'stroke-width': 2 });
  c.rect(750, 150, 250, 110, cabinets, { stroke: '#d3cfc6', 'stroke-width': 2 });
  windowPane(c, 500, 160, 200, 140, { sky: evening ? 'dusk' : 'day' });
  if (evening) c.rect(200, 262, 800, 8, '#fff1c9', { opacity: 0.9 });
  if (panel) touchPanel(c, 905, 360, 70, 46);
  else keypad(c, 940, 390, 0.6);
  for (const u of [0.25, 0.75]) {
    const [x, y] = g.ceiling(u, 0.6);
    ceilingSpeaker(c, x, y, 24);
  }
  for (const u of [0.15, 0.5, 0.85]) {
    const [x, y] = g.ceiling(u, 0.88);
    downlight(c, x, y, 10, evening);
  }
  for (const x of [420, 600, 780]) pendant(c, x, 60, 300, 0.9, { shade: p.brandStrong, lit: evening });
  c.rect(260, 520, 680, 30, '#e8e4dc');
  c.rect(280, 550, 640, 130, '#3b4a5e');
  c.rect(280, 550, 640, 10, '#000000', { opacity: 0.2 });
  for (const x of [360, 520, 680, 840]) stool(c, x, 740, 1.1, stools);
  return c.toString();
}

/** A covered patio at dusk or in daylight, with outdoor speakers and string lights. */
export function patio({ time = 'dusk', cushions = p.teal }) {
  const c = new Canvas();
  const sky = time === 'dusk' ? [[0, '#2c3e70'], [0.55, p.dusk], [1, p.accentSoft]] : [[0, '#6fa9dc'], [1, '#d9eefa']];
  c.rect(0, 0, 1200, 750, c.linear(sky));
  c.ellipse(300, 420, 420, 80, time === 'dusk' ? '#1f2a2e' : '#4f7d5a');
  c.ellipse(900, 430, 460, 90, time === 'dusk' ? '#17211f' : '#5f8d63');
  c.rect(0, 440, 1200, 310, time === 'dusk' ? '#2a3a33' : '#7fae6f');
  c.poly([[0, 520], [1200, 520], [1200, 750], [0, 750]], c.linear([[0, '#a27a55'], [1, '#7b5637']]));
  for (let i = 0; i < 10; i += 1) c.line(0, 540 + i * 22, 1200, 540 + i * 22, '#6b4a2e', 2, { opacity: 0.5 });
  c.rect(0, 0, 1200, 70, '#5a4636');
  c.rect(40, 70, 24, 460, '#5a4636');
  c.rect(1136, 70, 24, 460, '#5a4636');
  const bulbs = 14;
  for (let i = 0; i <= bulbs; i += 1) {
    const x = 64 + (i * 1072) / bulbs;
    const y = 110 + Math.sin((i / bulbs) * Math.PI) * 60;
    if (time === 'dusk') c.glow(x, y, 30, 30, p.accentSoft, 0.7);
    c.circle(x, y, 6, time === 'dusk' ? '#fff3c4' : '#f4f1ea');
  }
  c.path('M64 110 Q 600 230 1136 110', 'none', { stroke: '#222', 'stroke-width': 2 });
  wallSpeaker(c, 130, 140, 50, 80, { grille: '#e8e4dc' });
  wallSpeaker(c, 1070, 140, 50, 80, { grille: '#e8e4dc' });
  c.ellipse(250, 560, 30, 22, '#6f6a62');
  c.ellipse(950, 560, 30, 22, '#6f6a62');
  sofa(c, 420, 690, 380, 0.95, cushions);
  sofa(c, 860, 690, 300, 0.95, cushions);
  c.ellipse(620, 640, 120, 26, '#3a3a3a');
  if (time === 'dusk') c.glow(620, 620, 90, 40, p.dusk, 0.8);
  plant(c, 1100, 720, 1.1, '#8d7b68');
  return c.toString();
}

/** A great room with tall windows and motorised shades part-way or fully down. */
export function shadesRoom({ shade = 0.45, evening = false, couch = p.sage }) {
  const c = new Canvas();
  const g = lightRoom(c, [180, 90, 1020, 490]);
  for (let i = 0; i < 3; i += 1) {
    const x = 230 + i * 260;
    windowPane(c, x, 130, 220, 300, { sky: evening ? 'dusk' : 'day' });
    c.rect(x - 8, 122, 236, (300 + 16) * shade, '#e9e1d3', { opacity: 0.96 });
    c.rect(x - 8, 122 + (300 + 16) * shade - 8, 236, 8, '#c9bfae');
  }
  c.rect(180, 70, 840, 30, '#e6dfd1');
  keypad(c, 120, 330, 0.7);
  for (const u of [0.3, 0.7]) {
    const [x, y] = g.ceiling(u, 0.6);
    ceilingSpeaker(c, x, y, 26);
  }
  rug(c, floorQuad(g, 0.15, 0.85, 0.25, 0.85), '#b9aa92');
  coffeeTable(c, 600, 620, 260, 1, p.walnut);
  sofa(c, 600, 745, 600, 1.05, couch);
  plant(c, 1080, 690, 1.1);
  return c.toString();
}

/** A dining room under a chandelier, with dimmed downlights and accent-lit art. */
export function diningRoom({ evening = true, wall = '#5a6b7d' }) {
  const c = new Canvas();
  const g = room(c, {
    back: [230, 120, 970, 480],
    wall,
    side: '#3f4c5a',
    sideFar: '#4d5c6c',
    floor: p.walnut,
    floorFar: '#7a5236',
    ceiling: '#e9e4dc',
  });
  c.rect(330, 200, 220, 150, p.linen);
  c.rect(345, 215, 190, 120, c.linear([[0, p.teal], [1, p.sage]], [0, 0, 1, 1]));
  c.rect(650, 200, 220, 150, p.linen);
  c.rect(665, 215, 190, 120, c.linear([[0, p.dusk], [1, p.wine]], [0, 0, 1, 1]));
  for (const x of [440, 760]) c.glow(x, 200, 140, 120, '#fff1c9', evening ? 0.45 : 0.15);
  for (const u of [0.3, 0.7]) {
    const [x, y] = g.ceiling(u, 0.9);
    downlight(c, x, y, 10, true);
  }
  keypad(c, 180, 380, 0.6, { plate: '#e9e4dc' });
  c.line(600, 0, 600, 230, p.charcoal, 3);
  if (evening) c.glow(600, 300, 420, 240, p.accentSoft, 0.5);
  c.ellipse(600, 250, 130, 30, '#c8a45c');
  for (let i = 0; i < 9; i += 1) c.circle(490 + i * 27.5, 262 + Math.sin(i) * 4, 8, '#fff3c4');
  table(c, 600, 640, 640, 150, 1.2, p.walnut, '#3a2718');
  for (const x of [340, 470, 730, 860]) {
    c.rect(x - 40, 520, 80, 100, '#3a2718', { rx: 8 });
    c.rect(x - 36, 600, 72, 40, '#4a3220', { rx: 4 });
  }
  return c.toString();
}

/** A TV on a stone wall above a fireplace, used for whole-home music and video. */
export function greatRoomTv({ film = 'music', stone = '#8f8a82' }) {
  const c = new Canvas();
  const g = lightRoom(c, [260, 100, 940, 480]);
  c.rect(420, 100, 360, 380, stone);
  for (let i = 0; i < 12; i += 1) c.line(420, 130 + i * 30, 780, 130 + i * 30, '#7a756e', 2, { opacity: 0.5 });
  c.rect(480, 360, 240, 120, '#2a2a2a');
  c.glow(600, 440, 110, 40, p.dusk, 0.9);
  c.rect(400, 350, 400, 16, p.walnut);
  display(c, 455, 150, 290, 165, film, { bezel: 5 });
  for (const u of [0.25, 0.75]) {
    const [x, y] = g.ceiling(u, 0.55);
    ceilingSpeaker(c, x, y, 26);
  }
  keypad(c, 330, 330, 0.6);
  sofa(c, 600, 745, 560, 1.0, '#7a6a5a');
  plant(c, 1070, 700, 1.1);
  return c.toString();
}

/** A bedroom retreat: TV opposite the bed, ceiling speakers, shades down, dimmed light. */
export function bedroom({ film = 'ocean' }) {
  const c = new Canvas();
  const g = room(c, {
    back: [240, 110, 960, 480],
    wall: '#6d7f8c',
    side: '#52616d',
    sideFar: '#5f6f7c',
    floor: '#8d6e55',
    floorFar: '#a0826a',
    ceiling: '#e6e2da',
  });
  display(c, 440, 170, 320, 180, film, { bezel: 5, glow: 0.2 });
  c.rect(380, 400, 440, 80, p.walnut, { rx: 6 });
  for (const u of [0.3, 0.7]) {
    const [x, y] = g.ceiling(u, 0.6);
    ceilingSpeaker(c, x, y, 26);
  }
  c.poly(wallQuad(g, 'right', 0.3, 0.8, 0.2, 0.62), '#e9e1d3');
  c.rect(140, 620, 920, 130, '#e9e1d3', { rx: 24 });
  c.rect(140, 600, 920, 40, '#d5cbb8', { rx: 20 });
  c.rect(160, 650, 880, 100, '#b9c7d3', { rx: 20 });
  return c.toString();
}
