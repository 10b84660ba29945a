// Home theaters and media rooms.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';
import { room, wallQuad, floorQuad } from '../room.mjs';
import { display } from '../screens.mjs';
import { recliner, sofa, coffeeTable, rug, plant } from '../furniture.mjs';
import { towerSpeaker, wallSpeaker, ceilingSpeaker, downlight } from '../equipment.mjs';

/**
 * A dedicated theater: screen on the back wall, speakers, acoustic panels on the side
 * walls with sconces, `rows` rows of recliners, optional star ceiling.
 */
export function dedicatedTheater({ film = 'mountains', rows = 2, seat = p.wine, wall = '#1b1d2a', stars = false, panels = p.brandStrong }) {
  const c = new Canvas();
  const g = room(c, {
    back: [300, 150, 900, 470],
    wall,
    side: '#10121b',
    sideFar: '#1e2130',
    floor: '#1a1514',
    floorFar: '#2b211d',
    ceiling: '#0c0d14',
    ceilingFar: '#171a26',
  });
  if (stars) {
    for (let i = 0; i < 70; i += 1) c.circle((i * 173) % 1200, ((i * 71) % 140) + 4, (i % 3) * 0.7 + 0.8, '#fff8e0', { opacity: 0.85 });
  }
  for (const side of ['left', 'right']) {
    for (const [t0, t1] of [[0.15, 0.38], [0.45, 0.68], [0.75, 0.95]]) c.poly(wallQuad(g, side, t0, t1, 0.25, 0.7), panels, { opacity: 0.9 });
    for (const t of [0.41, 0.715]) {
      const [sx, sy] = g[side](t, 0.2);
      c.glow(sx, sy + 30, 40 * g.scale(t), 90 * g.scale(t), p.accentSoft, 0.55);
    }
  }
  display(c, 360, 178, 480, 250, film, { bezel: 6, glow: 0.35, frame: '#05060a' });
  towerSpeaker(c, 330, 465, 36, 150);
  towerSpeaker(c, 870, 465, 36, 150);
  c.rect(560, 440, 80, 24, '#0b0c12', { rx: 4 });
  c.poly(floorQuad(g, 0.1, 0.9, 0.45, 0.95), '#241a1a', { opacity: 0.8 });
  const rowList = rows === 3 ? [0.72, 0.45, 0.16] : rows === 2 ? [0.55, 0.2] : [0.4];
  rowList.forEach((t, index) => {
    const [, y] = g.floor(0.5, t);
    const s = g.scale(t) * 1.15;
    if (index > 0) c.rect(0, y - 6, 1200, 12, '#000000', { opacity: 0.25 });
    for (let i = 0; i < 4; i += 1) recliner(c, 600 + (i - 1.5) * 158 * s, y, s, seat);
    for (let i = 0; i < 8; i += 1) c.circle(80 + i * 150, y + 6, 3, p.ledAmber, { opacity: 0.8 });
  });
  return c.toString();
}

/** A living room that doubles as a media room: TV on the wall, sofa, speakers. */
export function mediaRoom({ film = 'ocean', sky = 'dusk', couch = p.steel, wall = p.linen, lit = true }) {
  const c = new Canvas();
  const g = room(c, {
    back: [220, 110, 980, 500],
    wall,
    side: '#cfc6b6',
    sideFar: '#e2dacb',
    floor: p.oak,
    floorFar: '#c79f73',
    ceiling: '#f1ede6',
  });
  c.poly(wallQuad(g, 'left', 0.25, 0.85, 0.2, 0.62), '#f4f1ea');
  c.poly(wallQuad(g, 'left', 0.3, 0.8, 0.24, 0.58), c.linear(sky === 'day' ? [[0, '#8fbfe6'], [1, '#d6ebf8']] : [[0, '#2c3e70'], [0.6, p.dusk], [1, p.accentSoft]]));
  c.poly(wallQuad(g, 'left', 0.54, 0.56, 0.24, 0.58), '#f4f1ea');
  c.rect(400, 410, 400, 60, p.walnut, { rx: 6 });
  c.rect(410, 422, 180, 36, '#4a2f1c', { rx: 4 });
  c.rect(610, 422, 180, 36, '#4a2f1c', { rx: 4 });
  display(c, 430, 180, 340, 190, film, { bezel: 5, glow: lit ? 0.25 : 0 });
  wallSpeaker(c, 360, 265, 44, 120);
  wallSpeaker(c, 840, 265, 44, 120);
  for (const u of [0.3, 0.7]) {
    const [x, y] = g.ceiling(u, 0.55);
    ceilingSpeaker(c, x, y, 26);
  }
  for (const u of [0.2, 0.5, 0.8]) {
    const [x, y] = g.ceiling(u, 0.85);
    downlight(c, x, y, 12, lit);
  }
  rug(c, floorQuad(g, 0.18, 0.82, 0.2, 0.85), '#8a94a3');
  coffeeTable(c, 600, 610, 300, 1);
  sofa(c, 600, 740, 640, 1.05, couch);
  plant(c, 1050, 700, 1.2);
  return c.toString();
}
