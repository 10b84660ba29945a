// The devices the builder's guides talk about (mf-guides), each drawn alone on a soft
// wall so an owner can tell which box to look for: the Caséta Smart Bridge and dimmer,
// the modem and router, the network panel, the video doorbell. Flat, like the rooms.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';

/** A wall fading to a shelf or floor at `edge`, with the soft light from above. */
function backdrop(c, { wall = p.linen, surface = p.oak, edge = 540 } = {}) {
  c.rect(0, 0, 1200, 750, c.linear([[0, '#ffffff'], [1, wall]]));
  c.glow(600, 120, 700, 420, '#fff6dc', 0.5);
  if (surface) {
    c.rect(0, edge, 1200, 750 - edge, c.linear([[0, surface], [1, '#00000000']]));
    c.rect(0, edge, 1200, 750 - edge, surface, { opacity: 0.85 });
    c.rect(0, edge, 1200, 8, '#ffffff', { opacity: 0.25 });
  }
}

const shadow = (c, cx, cy, rx, ry = rx * 0.12) => c.ellipse(cx, cy, rx, ry, '#000000', { opacity: 0.22 });

/** A network cable (blue) or a power lead (dark) as a smooth curve with its plug. */
function cable(c, d, color = p.technician, width = 12) {
  c.path(d, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round' });
}

function wallJack(c, x, y) {
  c.rect(x - 45, y - 70, 90, 140, '#fbfaf7', { rx: 8, stroke: '#d6d0c4', 'stroke-width': 3 });
  c.rect(x - 20, y - 20, 40, 34, '#3a4354', { rx: 4 });
}

/** The Caséta Smart Bridge: a small white square box, a status light, its network and power cables. */
export function smartBridge({ wall = '#e6e0d5' } = {}) {
  const c = new Canvas();
  backdrop(c, { wall, surface: p.oak, edge: 520 });
  wallJack(c, 1000, 330);
  shadow(c, 600, 610, 260, 26);
  cable(c, 'M 760 560 C 880 560 920 470 1000 360', p.technician);
  cable(c, 'M 440 570 C 330 600 250 640 120 640', '#3a3f4a', 10);
  // The box, seen a little from above: its top, then its front.
  c.path('M 420 470 Q 420 450 440 450 L 760 450 Q 780 450 780 470 L 800 560 L 400 560 Z', '#f7f7f4', { stroke: '#d9dbe0', 'stroke-width': 3 });
  c.rect(400, 556, 400, 44, c.linear([[0, '#eceef1'], [1, '#c9cdd4']]), { rx: 10 });
  c.rect(560, 486, 80, 10, '#b9bec7', { rx: 5 });
  c.circle(600, 530, 9, p.technician);
  c.glow(600, 530, 40, 40, p.sky, 0.8);
  c.circle(520, 578, 7, '#1d2430');
  return c.toString();
}

/** A Caséta wall dimmer and its remote: On, raise, lower and Off buttons on a white plate. */
export function casetaDimmer({ wall = '#dfe6ea' } = {}) {
  const c = new Canvas();
  backdrop(c, { wall, surface: null });
  for (const [x, scale] of [[500, 1], [780, 0.78]]) {
    const w = 180 * scale;
    const h = 300 * scale;
    const y = 375 - h / 2;
    if (scale === 1) {
      c.rect(x - 130, 375 - 230, 260, 460, '#000000', { rx: 18, opacity: 0.08, transform: 'translate(10 12)' });
      c.rect(x - 130, 375 - 230, 260, 460, '#fbfbf8', { rx: 18, stroke: '#d6d8dc', 'stroke-width': 3 });
    } else {
      c.rect(x - w / 2, y, w, h, '#000000', { rx: 30, opacity: 0.1, transform: 'translate(8 10)' });
    }
    c.rect(x - w / 2, y, w, h, '#f4f4f1', { rx: 26 * scale, stroke: '#cfd2d8', 'stroke-width': 3 });
    c.rect(x - w / 2 + 16 * scale, y + 16 * scale, w - 32 * scale, 86 * scale, '#ffffff', { rx: 16 * scale, stroke: '#dfe1e5', 'stroke-width': 2 });
    c.rect(x - w / 2 + 16 * scale, y + h - 102 * scale, w - 32 * scale, 86 * scale, '#ffffff', { rx: 16 * scale, stroke: '#dfe1e5', 'stroke-width': 2 });
    c.poly([[x, y + 122 * scale], [x - 22 * scale, y + 142 * scale], [x + 22 * scale, y + 142 * scale]], '#aab0ba');
    c.poly([[x, y + 178 * scale], [x - 22 * scale, y + 158 * scale], [x + 22 * scale, y + 158 * scale]], '#aab0ba');
    if (scale === 1) for (let i = 0; i < 5; i += 1) c.rect(x + 62, y + 110 + i * 16, 6, 10, i < 3 ? p.led : '#cfd2d8', { rx: 2 });
  }
  return c.toString();
}

/** The modem (tall, black, its lights in a column) and the router (white, three antennas) joined by a network cable. */
export function modemRouter({ wall = '#e4e7ec' } = {}) {
  const c = new Canvas();
  backdrop(c, { wall, surface: p.walnut, edge: 560 });
  // The coax from the wall into the modem.
  c.rect(140, 250, 90, 130, '#fbfaf7', { rx: 8, stroke: '#d6d0c4', 'stroke-width': 3 });
  c.circle(185, 315, 16, '#b8bdc5', { stroke: '#8a919c', 'stroke-width': 4 });
  cable(c, 'M 185 330 C 190 470 260 520 330 520', '#f4f4f1', 14);
  shadow(c, 400, 612, 120, 18);
  c.rect(320, 220, 160, 390, c.linear([[0, '#2b3444'], [1, '#161b24']], [0, 0, 1, 0]), { rx: 26 });
  c.rect(336, 236, 12, 358, '#ffffff', { opacity: 0.06, rx: 6 });
  for (let i = 0; i < 5; i += 1) {
    const color = i === 4 ? p.ledAmber : p.led;
    c.circle(400, 280 + i * 40, 7, color);
    c.glow(400, 280 + i * 40, 22, 22, color, 0.5);
  }
  cable(c, 'M 480 540 C 560 540 600 590 660 590', p.technician);
  shadow(c, 830, 622, 240, 22);
  for (const [x, lean] of [[660, -14], [830, 0], [1000, 14]]) {
    c.rect(x - 11, 330, 22, 200, '#f2f2ef', { rx: 11, stroke: '#d2d5da', 'stroke-width': 2, transform: `rotate(${lean} ${x} 530)` });
  }
  c.path('M 620 540 Q 620 520 640 520 L 1020 520 Q 1040 520 1040 540 L 1050 610 L 610 610 Z', '#fafaf8', { stroke: '#d2d5da', 'stroke-width': 3 });
  for (let i = 0; i < 6; i += 1) c.circle(700 + i * 50, 570, 6, i === 5 ? '#cfd2d8' : p.technician);
  return c.toString();
}

/** The network panel: a metal box set in the wall, door open, with the cables of every room, the coax splitter and the router on its shelf. */
export function networkPanel({ wall = '#ece7de' } = {}) {
  const c = new Canvas();
  backdrop(c, { wall, surface: null });
  // The cables arrive from above, into the top of the box.
  for (let i = 0; i < 9; i += 1) cable(c, `M ${470 + i * 30} 0 L ${470 + i * 30} 130`, i % 3 === 2 ? '#bfc5ce' : i % 3 === 1 ? '#d3d7de' : p.technician, 12);
  c.rect(340, 110, 520, 600, '#000000', { rx: 8, opacity: 0.1, transform: 'translate(10 12)' });
  c.rect(340, 110, 520, 600, c.linear([[0, '#d7dbe2'], [1, '#b9bfc9']], [0, 0, 1, 1]), { rx: 8 });
  c.rect(364, 134, 472, 552, '#eef0f3');
  for (let y = 160; y < 680; y += 26) for (let x = 390; x < 820; x += 26) c.circle(x, y, 3, '#d2d6dd');
  // The patch panel: a row of jacks, a cable in most.
  c.rect(390, 170, 420, 90, '#2b3444', { rx: 6 });
  for (let i = 0; i < 12; i += 1) {
    const x = 410 + i * 33;
    c.rect(x, 196, 24, 22, '#11161f', { rx: 3 });
    if (i < 9) cable(c, `M ${x + 12} 218 C ${x + 12} 300 ${x + 40} 330 ${x + 40} 420`, i % 3 === 0 ? p.technician : '#d3d7de', 8);
  }
  // The coax splitter and its cables.
  c.rect(420, 470, 200, 70, c.linear([[0, '#e8eaee'], [1, '#aeb4bd']]), { rx: 6 });
  for (let i = 0; i < 4; i += 1) {
    c.circle(450 + i * 46, 540, 12, '#8a919c');
    cable(c, `M ${450 + i * 46} 548 L ${450 + i * 46} 640`, '#1d2430', 10);
  }
  // The router we installed, on the panel's shelf, and the outlet that powers it.
  c.rect(660, 600, 170, 10, '#9aa1ac');
  c.rect(672, 548, 146, 52, '#fafaf8', { rx: 8, stroke: '#cfd2d8', 'stroke-width': 2 });
  for (let i = 0; i < 4; i += 1) c.circle(695 + i * 22, 574, 4, p.technician);
  c.rect(700, 452, 70, 70, '#fbfbf8', { rx: 6, stroke: '#cfd2d8', 'stroke-width': 2 });
  c.rect(720, 470, 30, 30, '#2b3444', { rx: 4 });
  cable(c, 'M 735 500 C 735 530 800 530 800 548', '#1d2430', 6);
  cable(c, 'M 548 548 C 600 600 640 600 672 585', p.technician, 8);
  // The door, swung open to the left.
  c.poly([[340, 110], [250, 150], [250, 680], [340, 710]], c.linear([[0, '#c3c8d0'], [1, '#9aa1ac']], [0, 0, 1, 0]));
  c.circle(272, 420, 8, '#6d7480');
  return c.toString();
}

/** A video doorbell on the siding beside the front door: the camera at the top, the lit ring button below. */
export function videoDoorbell({ siding = '#d8cbb4', door = p.walnut } = {}) {
  const c = new Canvas();
  c.rect(0, 0, 1200, 750, siding);
  for (let y = 0; y < 750; y += 42) {
    c.rect(0, y, 1200, 42, c.linear([[0, '#ffffff', 0.18], [1, '#000000', 0.08]]));
    c.line(0, y + 41, 1200, y + 41, '#000000', 2, { opacity: 0.12 });
  }
  c.glow(600, 60, 600, 380, '#fff1c9', 0.45);
  // The door and its trim.
  c.rect(40, 40, 380, 710, '#f4f1ea');
  c.rect(80, 80, 300, 670, door);
  for (const [y, h] of [[120, 250], [420, 290]]) c.rect(120, y, 220, h, '#000000', { opacity: 0.12, rx: 4 });
  c.circle(340, 440, 14, p.accent);
  // The doorbell on the trim's right.
  c.rect(620, 180, 140, 400, '#000000', { rx: 40, opacity: 0.15, transform: 'translate(8 10)' });
  c.rect(620, 180, 140, 400, c.linear([[0, '#3a4354'], [1, '#1d2430']], [0, 0, 1, 0]), { rx: 40 });
  c.rect(636, 196, 108, 200, '#11161f', { rx: 30 });
  c.circle(690, 270, 34, '#2b3444');
  c.circle(690, 270, 20, '#0a0e14');
  c.circle(682, 262, 6, '#5b6678');
  c.circle(690, 486, 52, '#2b3444');
  c.circle(690, 486, 46, 'none', { stroke: '#6fc3ff', 'stroke-width': 8 });
  c.glow(690, 486, 110, 110, '#6fc3ff', 0.5);
  c.circle(690, 486, 34, '#3a4354');
  return c.toString();
}

/** A card payment, drawn: a bank card in front of a phone whose screen shows a padlock and a tick. */
export function securePayment({ wall = '#e4e7ec' } = {}) {
  const c = new Canvas();
  backdrop(c, { wall, surface: p.maple, edge: 560 });
  shadow(c, 720, 660, 230, 22);
  c.rect(600, 120, 260, 520, '#11161f', { rx: 36 });
  c.rect(616, 150, 228, 460, c.linear([[0, '#f3f5f9'], [1, '#ffffff']]), { rx: 18 });
  c.rect(690, 250, 80, 70, 'none', { stroke: p.brand, 'stroke-width': 14, rx: 36, transform: 'translate(0 -10)' });
  c.rect(670, 290, 120, 100, p.brand, { rx: 12 });
  c.circle(730, 330, 12, '#ffffff');
  c.rect(724, 334, 12, 30, '#ffffff', { rx: 4 });
  c.circle(730, 470, 40, p.led);
  c.path('M 710 470 L 726 486 L 752 456', 'none', { stroke: '#ffffff', 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  c.rect(650, 540, 160, 22, p.border, { rx: 11 });
  // The card, tilted, in front of the phone.
  const card = 'rotate(-12 480 520)';
  c.rect(300, 410, 380, 240, '#000000', { rx: 22, opacity: 0.18, transform: `${card} translate(10 14)` });
  c.rect(300, 410, 380, 240, c.linear([[0, p.brandSoft], [1, p.brandStrong]], [0, 0, 1, 1]), { rx: 22, transform: card });
  c.rect(340, 470, 70, 54, c.linear([[0, p.accentSoft], [1, p.accent]], [0, 0, 1, 1]), { rx: 8, transform: card });
  c.rect(340, 560, 260, 16, '#ffffff', { opacity: 0.7, rx: 8, transform: card });
  c.rect(340, 596, 140, 14, '#ffffff', { opacity: 0.45, rx: 7, transform: card });
  return c.toString();
}
