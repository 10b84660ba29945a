// Large rooms: sanctuaries, gymnasiums, auditoriums, lecture halls, studios.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';
import { room, wallQuad } from '../room.mjs';
import { display } from '../screens.mjs';
import { pew, personFromBehind } from '../furniture.mjs';
import { acousticPanels, beam, diffuser, lineArray, towerSpeaker, wallSpeaker } from '../equipment.mjs';

/** A sanctuary from the back: stage, two side screens, line arrays, pews with people. */
export function sanctuary({ wall = '#3a3f4f', wash = p.technician, people = true, balcony = false }) {
  const c = new Canvas();
  const g = room(c, {
    back: [200, 120, 1000, 460],
    wall,
    side: '#2a2e3a',
    sideFar: '#353a48',
    floor: '#5a4a42',
    floorFar: '#6b5a50',
    ceiling: '#23262f',
  });
  c.glow(600, 330, 520, 200, wash, 0.45);
  c.rect(360, 160, 480, 240, '#2a2e3a');
  for (let i = 0; i < 5; i += 1) c.rect(380 + i * 95, 180, 70, 200, '#4a5062', { opacity: 0.6 });
  display(c, 230, 170, 150, 90, 'worship', { bezel: 4 });
  display(c, 820, 170, 150, 90, 'worship', { bezel: 4 });
  c.rect(260, 400, 680, 60, '#2b2228');
  c.rect(260, 400, 680, 8, '#4a3a40');
  for (let i = 0; i < 4; i += 1) beam(c, 330 + i * 180, 110, 90 + (i - 1.5) * 8, 300, '#fff3c4', 10, 0.22);
  lineArray(c, 420, 130, 0.7, 6);
  lineArray(c, 780, 130, 0.7, 6);
  const rows = balcony ? [0.85, 0.7, 0.55] : [0.85, 0.68, 0.5, 0.3, 0.1];
  for (const t of rows) {
    const [, y] = g.floor(0.5, t);
    const s = g.scale(t) * 1.1;
    if (people) {
      for (let i = -3; i <= 3; i += 1) {
        if ((i + Math.round(t * 10)) % 3 === 0) continue;
        personFromBehind(c, 600 + i * 120 * s + (i > 0 ? 60 * s : -60 * s), y - 40 * s, s, { shirt: [p.brand, p.sage, p.wine, p.steel][(i + 4) % 4], hair: ['#2b1d14', '#6b4429', '#1d2430', '#b08357'][(i + 5) % 4] });
      }
    }
    pew(c, 600 - 420 * s, y, 700 * s, s);
    pew(c, 600 + 420 * s, y, 700 * s, s);
  }
  if (balcony) {
    c.rect(0, 560, 1200, 190, '#2b2228');
    c.rect(0, 560, 1200, 14, p.walnut);
  }
  return c.toString();
}

/** A gymnasium or arena with clustered line arrays and wall panels. */
export function gymnasium({ court = '#c99a62', panels = [p.brand, p.brandStrong, p.brand, p.brandStrong, p.brand, p.brandStrong] }) {
  const c = new Canvas();
  const g = room(c, {
    back: [140, 140, 1060, 470],
    wall: '#d8d4cc',
    side: '#c3beb4',
    sideFar: '#cfcac0',
    floor: court,
    floorFar: '#d6ad78',
    ceiling: '#8d939c',
    ceilingFar: '#a2a8b0',
  });
  for (let i = 0; i < 8; i += 1) {
    const [ax, ay] = g.ceiling(0, i / 8);
    const [bx, by] = g.ceiling(1, i / 8);
    c.line(ax, ay, bx, by, '#6d737c', 4);
  }
  acousticPanels(c, 180, 1020, 200, 120, panels);
  c.rect(540, 330, 120, 80, '#f4f1ea', { stroke: '#333', 'stroke-width': 4 });
  c.rect(585, 395, 30, 4, '#e4572e');
  c.poly([[140, 470], [1060, 470], [1200, 750], [0, 750]], 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.7 });
  c.ellipse(600, 600, 160, 50, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.7 });
  c.line(600, 470, 600, 750, '#ffffff', 4, { opacity: 0.7 });
  lineArray(c, 600, 60, 1.1, 5);
  for (const side of ['left', 'right']) c.poly(wallQuad(g, side, 0.3, 0.8, 0.2, 0.5), '#0b4f8a', { opacity: 0.9 });
  return c.toString();
}

/** An auditorium or lecture hall: stage with speakers, diffusers on the walls, seats. */
export function auditorium({ seats = p.brandStrong, stage = '#3b2f2a', lecture = false }) {
  const c = new Canvas();
  const g = room(c, {
    back: [260, 140, 940, 440],
    wall: '#4a3c36',
    side: '#3a2f2a',
    sideFar: '#463932',
    floor: '#2e2a2e',
    floorFar: '#3a3438',
    ceiling: '#2a2428',
  });
  for (const side of ['left', 'right']) {
    for (const [t0, t1] of [[0.1, 0.3], [0.4, 0.6], [0.7, 0.9]]) c.poly(wallQuad(g, side, t0, t1, 0.15, 0.55), p.oak, { opacity: 0.85 });
  }
  if (lecture) display(c, 420, 170, 360, 200, 'slides', { bezel: 4 });
  else {
    diffuser(c, 300, 170, 180, 180);
    diffuser(c, 720, 170, 180, 180);
    c.glow(600, 350, 260, 120, p.accentSoft, 0.4);
  }
  c.rect(260, 390, 680, 50, stage);
  towerSpeaker(c, 290, 390, 40, 150, { cabinet: '#1a1a1f' });
  towerSpeaker(c, 910, 390, 40, 150, { cabinet: '#1a1a1f' });
  for (let r = 0; r < 6; r += 1) {
    const t = 0.85 - r * 0.15;
    const [, y] = g.floor(0.5, t);
    const s = g.scale(t) * 1.1;
    for (let i = -5; i <= 5; i += 1) {
      const x = 600 + i * 100 * s;
      c.rect(x - 40 * s, y - 70 * s, 80 * s, 56 * s, seats, { rx: 10 * s });
      c.rect(x - 40 * s, y - 70 * s, 80 * s, 8 * s, '#ffffff', { opacity: 0.08, rx: 6 * s });
    }
  }
  return c.toString();
}

/** A recording or mixing control room with treatment on every wall. */
export function controlRoom({ panels = [p.brandStrong, p.graphite, p.brandStrong, p.graphite] }) {
  const c = new Canvas();
  const g = room(c, {
    back: [240, 110, 960, 460],
    wall: '#3a3530',
    side: '#2a2622',
    sideFar: '#35302b',
    floor: p.walnut,
    floorFar: '#7a5236',
    ceiling: '#24211e',
  });
  diffuser(c, 440, 130, 320, 170, 9);
  acousticPanels(c, 260, 420, 150, 230, panels.slice(0, 2));
  acousticPanels(c, 780, 940, 150, 230, panels.slice(2));
  for (const side of ['left', 'right']) c.poly(wallQuad(g, side, 0.2, 0.8, 0.15, 0.6), panels[0], { opacity: 0.9 });
  c.rect(200, 560, 800, 190, '#1b1d22');
  c.poly([[220, 520], [980, 520], [1000, 560], [200, 560]], '#2c3038');
  for (let i = 0; i < 20; i += 1) c.rect(260 + i * 34, 532, 14, 20, i % 5 === 0 ? p.accent : '#9aa3b1', { rx: 2 });
  display(c, 480, 330, 240, 140, 'music', { bezel: 5 });
  wallSpeaker(c, 340, 420, 90, 140, { grille: '#1b1b1f' });
  wallSpeaker(c, 860, 420, 90, 140, { grille: '#1b1b1f' });
  c.glow(600, 200, 300, 120, p.technician, 0.2);
  return c.toString();
}
