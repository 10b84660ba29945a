// The simulation behind `npm run canary-simulation`, on a few small cells, so it cannot rot:
// it runs the real judge, gives the same table for the same seed, and tells a broken canary
// from a good one where the traffic allows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allCells, simulateCell } from './canarySimulation.mjs';

describe('the canary simulation', () => {
  const busy = { perHour: 2000, share: 0.5, base: 0.02, vitalsShift: 0 };

  it('rolls back a canary 5 points worse and promotes identical code, at 2,000 page loads an hour', () => {
    const worse = simulateCell({ ...busy, regression: 0.05 }, { runs: 4, seed: 7, every: 10 });
    assert.deepEqual([worse.rollback, worse.promote, worse.hold], [1, 0, 0]);
    const same = simulateCell({ ...busy, regression: 0 }, { runs: 4, seed: 7, every: 10 });
    assert.deepEqual([same.promote, same.rollback], [1, 0]);
    assert.ok(same.medianMinutes !== null && same.medianMinutes > 60, `decided after ${same.medianMinutes} minutes`);
  });

  it('holds for a person what 20 page loads an hour cannot tell', () => {
    const quiet = simulateCell({ perHour: 20, share: 0.1, base: 0.02, regression: 0.01, vitalsShift: 0 }, { runs: 3, seed: 7, every: 60 });
    assert.deepEqual([quiet.hold, quiet.medianMinutes], [1, null]);
  });

  it('gives the same results for the same seed', () => {
    const cell = { perHour: 200, share: 0.5, base: 0.05, regression: 0.05, vitalsShift: 0.3 };
    assert.deepEqual(simulateCell(cell, { runs: 3, seed: 3, every: 10 }), simulateCell(cell, { runs: 3, seed: 3, every: 10 }));
  });

  it('covers every cell the issue asks for', () => {
    const cells = allCells();
    assert.equal(cells.length, 3 * 2 * 3 * 3 * 2);
    assert.deepEqual([...new Set(cells.map(({ perHour }) => perHour))], [20, 200, 2000]);
    assert.deepEqual([...new Set(cells.map(({ share }) => share))], [0.1, 0.5]);
    assert.deepEqual([...new Set(cells.map(({ base }) => base))], [0.005, 0.02, 0.05]);
    assert.deepEqual([...new Set(cells.map(({ regression }) => regression))], [0, 0.01, 0.05]);
    assert.deepEqual([...new Set(cells.map(({ vitalsShift }) => vitalsShift))], [0, 0.3]);
  });
});
