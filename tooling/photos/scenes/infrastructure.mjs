// What sits behind the walls: racks, cable runs in new construction, corridors with
// access points, and buildings seen from outside.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';
import { room } from '../room.mjs';
import { display } from '../screens.mjs';
import { accessPoint, cableRun, downlight, rack } from '../equipment.mjs';
import { plant } from '../furniture.mjs';

/** An equipment rack in a closet or a network room; `pair` puts two racks side by side. */
export function rackRoom({ seed = 1, pair = false, wall = '#2a3140' }) {
  const c = new Canvas();
  room(c, {
    back: [160, 60, 1040, 600],
    wall,
    side: '#1b212c',
    sideFar: '#242b38',
    floor: '#3b404a',
    floorFar: '#4a505b',
    ceiling: '#20252f',
  });
  c.rect(160, 60, 880, 40, '#363e4d');
  cableRun(c, 180, 80, 1020, 80, ['#3f8fd8', '#e8e8e8', '#3f8fd8', '#f2a900'], 0);
  if (pair) {
    rack(c, 330, 120, 240, 440, { seed });
    rack(c, 630, 120, 240, 440, { seed: seed + 3 });
  } else {
    rack(c, 470, 110, 260, 470, { seed });
    c.rect(220, 200, 160, 240, '#d7dbe2', { rx: 6 });
    c.rect(236, 216, 128, 30, '#aab2bf');
    cableRun(c, 300, 250, 300, 440, ['#3f8fd8', '#3f8fd8', '#e8e8e8'], 10);
  }
  for (let i = 0; i < 4; i += 1) cableRun(c, 260 + i * 220, 100, 470 + i * 80, 120, ['#3f8fd8', '#e8e8e8'], 30);
  return c.toString();
}

/** Open stud walls in a house under construction with cable bundles and boxes. */
export function studWall({ daylight = true }) {
  const c = new Canvas();
  c.rect(0, 0, 1200, 750, daylight ? '#e9e1d3' : '#cfc3ae');
  c.rect(0, 0, 1200, 750, c.linear([[0, '#ffffff', 0.15], [1, '#000000', 0.1]]));
  c.rect(0, 640, 1200, 110, '#9a9288');
  c.rect(0, 60, 1200, 26, p.maple);
  c.rect(0, 610, 1200, 30, p.maple);
  for (let i = 0; i < 9; i += 1) {
    const x = 40 + i * 140;
    c.rect(x, 86, 34, 524, p.maple);
    c.rect(x + 26, 86, 8, 524, '#c4a57a');
  }
  const boxes = [[350, 420, p.technician], [630, 300, '#f2f2f2'], [910, 420, p.technician], [490, 250, p.accent]];
  for (const [x, y, color] of boxes) {
    c.rect(x - 22, y - 32, 44, 64, color, { rx: 4, stroke: '#00000033', 'stroke-width': 2 });
  }
  cableRun(c, 0, 140, 1200, 140, ['#3f8fd8', '#3f8fd8', '#e8e8e8', '#3f8fd8', '#f2a900', '#e8e8e8'], 40);
  cableRun(c, 350, 180, 350, 388, ['#3f8fd8', '#e8e8e8'], 0);
  cableRun(c, 630, 180, 630, 268, ['#e8e8e8'], 0);
  cableRun(c, 910, 180, 910, 388, ['#3f8fd8', '#3f8fd8'], 0);
  cableRun(c, 490, 180, 490, 218, ['#f2a900'], 0);
  c.path('M0 540 Q 600 500 1200 560', 'none', { stroke: '#2b3444', 'stroke-width': 8 });
  return c.toString();
}

/** A corridor (house hallway or apartment building) with downlights and access points. */
export function corridor({ doors = true, ap = true, wall = '#e6e0d5', art = true, carpet = '#6d7f8c' }) {
  const c = new Canvas();
  const g = room(c, {
    back: [500, 250, 700, 420],
    wall: '#d9d1c3',
    side: '#c8bfae',
    sideFar: wall,
    floor: carpet,
    floorFar: '#8a9aa6',
    ceiling: '#f4f1ea',
    ceilingFar: '#ddd6c9',
  });
  for (const side of ['left', 'right']) {
    for (const [t0, t1] of [[0.1, 0.28], [0.45, 0.58], [0.72, 0.8]]) {
      const q = [g[side](t0, doors ? 0.3 : 0.35), g[side](t1, doors ? 0.3 : 0.35), g[side](t1, doors ? 1 : 0.6), g[side](t0, doors ? 1 : 0.6)];
      c.poly(q, doors ? p.walnut : '#f4f1ea', { stroke: '#00000022', 'stroke-width': 2 });
      if (art && !doors) c.poly([g[side](t0 + 0.02, 0.38), g[side](t1 - 0.02, 0.38), g[side](t1 - 0.02, 0.57), g[side](t0 + 0.02, 0.57)], side === 'left' ? p.teal : p.dusk);
    }
  }
  for (const t of [0.15, 0.4, 0.6, 0.78, 0.9]) {
    const [x, y] = g.ceiling(0.5, t);
    downlight(c, x, y, 16 * g.scale(t), true);
  }
  if (ap) {
    for (const t of [0.28, 0.7]) {
      const [x, y] = g.ceiling(0.5, t);
      accessPoint(c, x, y, 70 * g.scale(t));
    }
  }
  const [px, py] = g.floor(0.1, 0.3);
  plant(c, px + 30, py, 0.9);
  return c.toString();
}

/** A building at dusk: a house with landscape lighting, or an apartment block. */
export function exterior({ building = 'house', time = 'dusk' }) {
  const c = new Canvas();
  const sky = time === 'dusk' ? [[0, '#1d2b55'], [0.6, '#6b4f7a'], [1, p.dusk]] : [[0, '#6fa9dc'], [1, '#d9eefa']];
  c.rect(0, 0, 1200, 750, c.linear(sky));
  c.rect(0, 600, 1200, 150, time === 'dusk' ? '#1f2f27' : '#6f9c5a');
  const lit = time === 'dusk' ? '#ffd98a' : '#9cc3e6';
  if (building === 'house') {
    c.poly([[250, 300], [600, 110], [950, 300]], '#3a3f4a');
    c.rect(280, 300, 640, 300, '#c9bba4');
    c.rect(540, 440, 110, 160, p.walnut);
    for (const x of [330, 430, 720, 820]) c.rect(x, 360, 70, 110, lit, { stroke: '#f4f1ea', 'stroke-width': 6 });
    c.rect(640, 200, 60, 60, lit, { stroke: '#f4f1ea', 'stroke-width': 5 });
    for (const x of [300, 470, 730, 900]) {
      c.glow(x, 590, 60, 160, p.accentSoft, time === 'dusk' ? 0.6 : 0.1);
      c.rect(x - 4, 590, 8, 24, '#2b3444');
    }
    c.ellipse(180, 580, 120, 90, time === 'dusk' ? '#15231c' : p.leaf);
    c.ellipse(1040, 570, 140, 110, time === 'dusk' ? '#15231c' : p.leaf);
    for (let i = 0; i < 6; i += 1) c.circle(500 + i * 40, 680, 5, p.accentSoft);
  } else {
    c.rect(200, 110, 800, 490, '#8a7a6a');
    c.rect(200, 100, 800, 20, '#5b4f45');
    for (let row = 0; row < 5; row += 1) {
      for (let col = 0; col < 8; col += 1) {
        const on = (row * 3 + col * 5) % 7 < 4;
        c.rect(235 + col * 96, 140 + row * 86, 60, 56, on ? lit : '#2d3a4f', { stroke: '#d8d0c4', 'stroke-width': 4 });
      }
    }
    c.rect(520, 520, 160, 80, '#2b3444');
    c.rect(530, 530, 140, 70, lit, { opacity: 0.8 });
    display(c, 700, 540, 50, 36, 'signage', { bezel: 3 });
    c.rect(560, 90, 12, 18, '#2b3444');
    c.rect(570, 82, 24, 8, '#d7dbe2');
  }
  return c.toString();
}
