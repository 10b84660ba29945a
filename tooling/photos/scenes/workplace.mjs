// Conference rooms, open offices, shops and waiting rooms.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';
import { room, ceilingQuad } from '../room.mjs';
import { display } from '../screens.mjs';
import { desk, officeChair, plant, personFromBehind, shelf } from '../furniture.mjs';
import { ceilingSpeaker, downlight, emitter } from '../equipment.mjs';

const officeRoom = (c, back, wall = '#e4e7ec') =>
  room(c, { back, wall, side: '#cdd2da', sideFar: '#dadee5', floor: '#6d7785', floorFar: '#8892a0', ceiling: '#f3f4f6', ceilingFar: '#e3e6ea' });

/** A ceiling grid of acoustic tiles between depths t0 and t1. */
function tileGrid(c, g, t0 = 0, t1 = 1) {
  for (let i = 1; i < 6; i += 1) {
    const [ax, ay] = g.ceiling(i / 6, t0);
    const [bx, by] = g.ceiling(i / 6, t1);
    c.line(ax, ay, bx, by, '#c9ced6', 2);
  }
  for (const t of [0.2, 0.4, 0.6, 0.8]) {
    const [ax, ay] = g.ceiling(0, t);
    const [bx, by] = g.ceiling(1, t);
    c.line(ax, ay, bx, by, '#c9ced6', 2);
  }
}

/** A conference room: long table, chairs, a display (video call or slides), camera bar. */
export function conferenceRoom({ content = 'call', wall = '#e4e7ec', chairs = p.graphite, size = 'board' }) {
  const c = new Canvas();
  const back = size === 'huddle' ? [280, 130, 920, 470] : [200, 110, 1000, 460];
  const g = officeRoom(c, back, wall);
  tileGrid(c, g);
  const w = size === 'huddle' ? 360 : 460;
  display(c, 600 - w / 2, 170, w, w * 0.5625, content, { bezel: 5 });
  c.rect(600 - 60, 170 + w * 0.5625 + 10, 120, 16, p.charcoal, { rx: 6 });
  c.circle(600, 170 + w * 0.5625 + 18, 4, p.technician);
  for (const u of [0.35, 0.65]) {
    const [x, y] = g.ceiling(u, 0.5);
    ceilingSpeaker(c, x, y, 24);
  }
  const [mx, my] = g.ceiling(0.5, 0.3);
  c.rect(mx - 60, my - 4, 120, 10, '#fafafa', { stroke: '#c8ccd3', 'stroke-width': 1.5 });
  const far = size === 'huddle' ? 540 : 500;
  c.poly([[600 - 110, far], [600 + 110, far], [600 + 330, 750], [600 - 330, 750]], p.walnut);
  c.poly([[600 - 330, 750], [600 + 330, 750], [600 + 330, 760], [600 - 330, 760]], '#3f2817');
  const seats = size === 'huddle' ? [0.35, 0.75] : [0.2, 0.45, 0.7, 0.95];
  for (const t of seats) {
    const y = far + (750 - far) * t;
    const half = 110 + 220 * t;
    officeChair(c, 600 - half - 50 * (0.6 + t), y + 40, 0.6 + t * 0.6, chairs);
    officeChair(c, 600 + half + 50 * (0.6 + t), y + 40, 0.6 + t * 0.6, chairs);
  }
  if (size === 'training') plant(c, 1100, 740, 1);
  return c.toString();
}

/** A training room: rows of desks facing a projection screen. */
export function trainingRoom({ content = 'slides' }) {
  const c = new Canvas();
  const g = officeRoom(c, [200, 110, 1000, 460]);
  tileGrid(c, g);
  c.rect(330, 140, 540, 290, '#f9f9f9', { stroke: '#d5d8de', 'stroke-width': 3 });
  display(c, 345, 150, 510, 270, content, { bezel: 0, frame: '#f9f9f9' });
  const [px, py] = g.ceiling(0.5, 0.25);
  c.rect(px - 40, py, 80, 26, '#e6e8ec', { rx: 4 });
  c.circle(px, py + 26, 8, '#2b3444');
  for (const [t, s] of [[0.7, 0.55], [0.45, 0.8], [0.15, 1.15]]) {
    const [, y] = g.floor(0.5, t);
    for (let i = -1; i <= 1; i += 1) desk(c, 600 + i * 330 * s, y, 260 * s, s);
    for (let i = -2; i <= 2; i += 1) personFromBehind(c, 600 + i * 150 * s, y + 40 * s, s * 0.9, { shirt: [p.brand, p.sage, p.wine, p.steel, p.teal][(i + 2) % 5], hair: ['#2b1d14', '#6b4429', '#1d2430', '#b08357'][(i + 4) % 4] });
  }
  return c.toString();
}

/** An open office with sound-masking emitters in the ceiling (or a call center). */
export function openOffice({ rows = 3, wall = '#e4e7ec', callCenter = false, glass = true }) {
  const c = new Canvas();
  const g = officeRoom(c, [260, 170, 940, 430], wall);
  tileGrid(c, g);
  for (const [u, t] of [[0.2, 0.15], [0.5, 0.15], [0.8, 0.15], [0.3, 0.45], [0.7, 0.45], [0.5, 0.75], [0.2, 0.75], [0.8, 0.75]]) {
    const [x, y] = g.ceiling(u, t);
    emitter(c, x, y, 22 * g.scale(t) + 6);
  }
  if (glass) {
    for (let i = 0; i < 4; i += 1) c.rect(280 + i * 165, 200, 150, 230, '#bcd6ea', { opacity: 0.45, stroke: '#9fb4c6', 'stroke-width': 3 });
  }
  const depths = rows === 2 ? [0.55, 0.15] : [0.7, 0.42, 0.12];
  for (const t of depths) {
    const [, y] = g.floor(0.5, t);
    const s = g.scale(t) * 1.2;
    const [lx] = g.floor(0.04, t);
    const [rx] = g.floor(0.96, t);
    c.rect(lx, y - 110 * s, rx - lx, 36 * s, '#9aa7b6', { opacity: 0.7, rx: 4 });
    for (let i = -2; i <= 2; i += 1) {
      desk(c, 600 + i * 240 * s, y, 200 * s, s, { screen: callCenter ? p.brandSoft : '#1b2433' });
      if (callCenter) personFromBehind(c, 600 + i * 240 * s, y + 30 * s, s * 0.9, { shirt: [p.brand, p.sage, p.wine, p.steel, p.teal][(i + 2) % 5] });
    }
  }
  plant(c, 90, 740, 1.2);
  return c.toString();
}

/** A private office behind glass, with emitters above the open area outside it. */
export function privateOffice({ wall = '#dfe3e8' }) {
  const c = new Canvas();
  const g = officeRoom(c, [180, 120, 1020, 470], wall);
  tileGrid(c, g);
  for (const u of [0.2, 0.5, 0.8]) {
    const [x, y] = g.ceiling(u, 0.4);
    emitter(c, x, y, 24);
  }
  c.rect(300, 150, 600, 320, '#bcd6ea', { opacity: 0.5, stroke: '#8ea6ba', 'stroke-width': 6 });
  c.rect(592, 150, 16, 320, '#8ea6ba');
  desk(c, 460, 440, 220, 0.9);
  officeChair(c, 460, 470, 0.8, p.brandStrong);
  plant(c, 820, 460, 0.8);
  desk(c, 600, 740, 520, 1.4);
  officeChair(c, 400, 760, 1.3, p.graphite);
  return c.toString();
}

/** A shop: shelves, digital signage and ceiling speakers. */
export function retailStore({ goods = [p.wine, p.teal, p.accent, p.brandSoft, p.sage, p.dusk] }) {
  const c = new Canvas();
  const g = room(c, {
    back: [250, 130, 950, 450],
    wall: '#f1ede6',
    side: '#e3ddd2',
    sideFar: '#ece6dc',
    floor: '#cfc6b8',
    floorFar: '#ddd5c8',
    ceiling: '#f7f5f1',
  });
  display(c, 480, 160, 240, 135, 'signage', { bezel: 5 });
  shelf(c, 270, 450, 180, 230, 0.8, goods);
  shelf(c, 750, 450, 180, 230, 0.8, goods.slice().reverse());
  for (const [u, t] of [[0.25, 0.3], [0.75, 0.3], [0.5, 0.6], [0.25, 0.85], [0.75, 0.85]]) {
    const [x, y] = g.ceiling(u, t);
    if ((u * 4 + t * 10) % 2 < 1) ceilingSpeaker(c, x, y, 26 * g.scale(t) + 6);
    else downlight(c, x, y, 14 * g.scale(t) + 4, true);
  }
  c.poly(ceilingQuad(g, 0.45, 0.55, 0.1, 0.9), '#ffffff', { opacity: 0.4 });
  shelf(c, 30, 720, 260, 420, 1, goods);
  shelf(c, 910, 720, 260, 420, 1, goods.slice(2).concat(goods.slice(0, 2)));
  display(c, 520, 500, 160, 240, 'signage', { bezel: 6 });
  return c.toString();
}

/** A clinic waiting room: chairs along the wall, a TV, ceiling emitters for privacy. */
export function waitingRoom({ wall = '#d8e4e4', chairs = p.teal }) {
  const c = new Canvas();
  const g = officeRoom(c, [200, 120, 1000, 470], wall);
  tileGrid(c, g);
  for (const u of [0.25, 0.5, 0.75]) {
    const [x, y] = g.ceiling(u, 0.5);
    emitter(c, x, y, 24);
  }
  display(c, 480, 170, 240, 135, 'ocean', { bezel: 5 });
  c.rect(830, 300, 170, 170, '#f4f1ea');
  c.rect(845, 260, 140, 40, '#bcd6ea', { opacity: 0.7 });
  for (let i = 0; i < 5; i += 1) {
    const x = 260 + i * 110;
    c.rect(x, 400, 90, 50, chairs, { rx: 8 });
    c.rect(x, 360, 90, 44, chairs, { rx: 8, opacity: 0.85 });
    c.rect(x + 10, 450, 6, 20, p.steel);
    c.rect(x + 74, 450, 6, 20, p.steel);
  }
  plant(c, 130, 740, 1.3);
  plant(c, 1070, 740, 1.3);
  return c.toString();
}
