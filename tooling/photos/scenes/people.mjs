// Illustrated head-and-shoulders portraits for the team page: a friendly face in a
// company shirt, varied by skin tone, hair, glasses and beard.
import { Canvas } from '../canvas.mjs';
import { palette as p } from '../palette.mjs';

const SIZE = 320;

function hairBack(c, style, color) {
  if (style === 'long') c.path('M92 150 Q 86 250 110 300 L 210 300 Q 234 250 228 150 Z', color);
  if (style === 'ponytail') c.ellipse(222, 190, 22, 50, color, { transform: 'rotate(-18 222 190)' });
  if (style === 'curly') for (const [x, y] of [[105, 120], [130, 92], [160, 84], [190, 92], [215, 120], [222, 150], [98, 150]]) c.circle(x, y, 30, color);
}

function hairFront(c, style, color) {
  switch (style) {
    case 'short':
      c.path('M104 140 Q 106 84 160 80 Q 214 84 216 140 Q 200 108 160 106 Q 120 108 104 140 Z', color);
      break;
    case 'side':
      c.path('M102 146 Q 100 80 162 78 Q 222 82 218 140 Q 190 100 130 118 Q 112 126 102 146 Z', color);
      break;
    case 'buzz':
      c.path('M108 132 Q 112 88 160 86 Q 208 88 212 132 Q 196 106 160 104 Q 124 106 108 132 Z', color, { opacity: 0.85 });
      break;
    case 'long':
    case 'ponytail':
      c.path('M100 160 Q 96 80 160 78 Q 224 80 220 160 Q 210 110 170 104 Q 130 112 112 130 Q 104 142 100 160 Z', color);
      break;
    case 'bun':
      c.circle(160, 70, 26, color);
      c.path('M104 146 Q 104 84 160 82 Q 216 84 216 146 Q 204 108 160 104 Q 116 108 104 146 Z', color);
      break;
    case 'curly':
      for (const [x, y] of [[118, 110], [145, 96], [175, 96], [202, 110]]) c.circle(x, y, 22, color);
      break;
    default:
      break;
  }
}

/**
 * One portrait. `look` picks skin, hair colour and style, shirt, glasses and beard;
 * the background is the department's colour at low strength, or none (`backdrop: null`)
 * where the portrait stands in a scene (crew.mjs).
 */
export function portrait({ skin = '#e0b08a', hair = '#3b2a20', style = 'short', shirt = p.brand, glasses = false, beard = false, backdrop = p.surfaceAlt }) {
  const c = new Canvas(SIZE, SIZE);
  if (backdrop) {
    c.rect(0, 0, SIZE, SIZE, c.linear([[0, backdrop], [1, '#ffffff']], [0, 0, 1, 1]));
    c.circle(160, 150, 130, '#ffffff', { opacity: 0.35 });
  }
  hairBack(c, style, hair);
  c.path('M40 320 Q 44 238 120 222 L 200 222 Q 276 238 280 320 Z', shirt);
  c.path('M130 222 L 160 262 L 190 222 Z', '#ffffff', { opacity: 0.9 });
  c.path('M128 220 L 160 258 L 148 272 L 118 232 Z', shirt, { opacity: 0.85 });
  c.path('M192 220 L 160 258 L 172 272 L 202 232 Z', shirt, { opacity: 0.85 });
  c.rect(142, 190, 36, 40, skin);
  c.rect(142, 190, 36, 14, '#000000', { opacity: 0.08 });
  c.ellipse(104, 156, 10, 16, skin);
  c.ellipse(216, 156, 10, 16, skin);
  c.ellipse(160, 146, 56, 66, skin);
  if (beard) c.path('M106 150 Q 108 214 160 216 Q 212 214 214 150 Q 204 190 160 192 Q 116 190 106 150 Z', hair, { opacity: 0.9 });
  c.circle(139, 146, 5, '#2b2320');
  c.circle(181, 146, 5, '#2b2320');
  c.path('M140 178 Q 160 192 180 178', 'none', { stroke: '#8a4b3c', 'stroke-width': 4, 'stroke-linecap': 'round' });
  if (glasses) {
    c.circle(139, 146, 16, 'none', { stroke: '#1d2430', 'stroke-width': 4 });
    c.circle(181, 146, 16, 'none', { stroke: '#1d2430', 'stroke-width': 4 });
    c.line(155, 146, 165, 146, '#1d2430', 4);
  }
  hairFront(c, style, hair);
  return c.toString();
}
