// A room in one-point perspective: a back wall rectangle, with the floor, ceiling and
// side walls running out to the picture's edges. The helpers place things on those
// surfaces at a depth t (0 at the viewer, 1 at the back wall).
import { lerp } from './canvas.mjs';

export function room(c, { back, wall, side, sideFar = side, floor, floorFar, ceiling, ceilingFar = ceiling }) {
  const [x0, y0, x1, y1] = back;
  const { width: W, height: H } = c;

  c.poly([[0, 0], [W, 0], [x1, y0], [x0, y0]], c.linear([[0, ceiling], [1, ceilingFar]]));
  c.poly([[0, H], [W, H], [x1, y1], [x0, y1]], c.linear([[0, floorFar], [1, floor]]));
  c.poly([[0, 0], [x0, y0], [x0, y1], [0, H]], c.linear([[0, side], [1, sideFar]], [0, 0, 1, 0]));
  c.poly([[W, 0], [x1, y0], [x1, y1], [W, H]], c.linear([[0, side], [1, sideFar]], [1, 0, 0, 0]));
  c.rect(x0, y0, x1 - x0, y1 - y0, wall);

  const geometry = {
    back: { x0, y0, x1, y1, w: x1 - x0, h: y1 - y0 },
    /** Size factor of something standing at depth t. */
    scale: (t) => lerp(1, (x1 - x0) / W, t),
    floor: (u, t) => [lerp(lerp(0, x0, t), lerp(W, x1, t), u), lerp(H, y1, t)],
    ceiling: (u, t) => [lerp(lerp(0, x0, t), lerp(W, x1, t), u), lerp(0, y0, t)],
    left: (t, v) => [lerp(0, x0, t), lerp(lerp(0, y0, t), lerp(H, y1, t), v)],
    right: (t, v) => [lerp(W, x1, t), lerp(lerp(0, y0, t), lerp(H, y1, t), v)],
    backPoint: (u, v) => [lerp(x0, x1, u), lerp(y0, y1, v)],
  };
  return geometry;
}

/** A quadrilateral on a side wall between depths t0..t1 and heights v0..v1. */
export function wallQuad(g, sideName, t0, t1, v0, v1) {
  const at = g[sideName];
  return [at(t0, v0), at(t1, v0), at(t1, v1), at(t0, v1)];
}

/** A quadrilateral on the floor between u0..u1 across and t0..t1 in depth. */
export function floorQuad(g, u0, u1, t0, t1) {
  return [g.floor(u0, t0), g.floor(u1, t0), g.floor(u1, t1), g.floor(u0, t1)];
}

/** A quadrilateral on the ceiling. */
export function ceilingQuad(g, u0, u1, t0, t1) {
  return [g.ceiling(u0, t0), g.ceiling(u1, t0), g.ceiling(u1, t1), g.ceiling(u0, t1)];
}
