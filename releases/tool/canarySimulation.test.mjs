// The simulation behind `npm run canary-simulation`, on a few small cells, so it cannot rot:
// it runs the real judge, gives the same table for the same seed, and tells a broken canary
// from a good one where the traffic allows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allCells, simulateCell, upperBound } from './canarySimulation.mjs';

describe('the canary simulation', () => {
  const busy = /** @type {const} */ ({ perHour: 2000, share: 0.5, base: 0.02, vitalsShift: 0, visits: 'short' });

  it('rolls back a canary 5 points worse and promotes identical code, at 2,000 page loads an hour', () => {
    const worse = simulateCell({ ...busy, regression: 0.05 }, { runs: 4, seed: 7, every: 10 });
    assert.deepEqual([worse.rollback, worse.promote, worse.hold], [1, 0, 0]);
    const same = simulateCell({ ...busy, regression: 0 }, { runs: 4, seed: 7, every: 10 });
    assert.deepEqual([same.promote, same.rollback], [1, 0]);
    assert.ok(same.medianMinutes !== null && same.medianMinutes > 60, `decided after ${same.medianMinutes} minutes`);
  });

  it('holds for a person what 20 page loads an hour cannot tell', () => {
    const quiet = simulateCell({ perHour: 20, share: 0.1, base: 0.02, regression: 0.01, vitalsShift: 0, visits: 'short' }, { runs: 2, seed: 7, every: 60 });
    assert.deepEqual([quiet.hold, quiet.medianMinutes], [1, null]);
  });

  it('gives the same results for the same seed', () => {
    const cell = /** @type {const} */ ({ perHour: 200, share: 0.5, base: 0.05, regression: 0.05, vitalsShift: 0.3, visits: 'long' });
    assert.deepEqual(simulateCell(cell, { runs: 3, seed: 3, every: 10 }), simulateCell(cell, { runs: 3, seed: 3, every: 10 }));
  });

  it("keeps a forger's page loads to the worker's cap: clean ones do not get a 5-point regression promoted, errored ones do not get identical code rolled back", () => {
    const forged = (regression, errored) => simulateCell({ ...busy, share: 0.1, regression, forger: { clients: 3, perHour: 100, errored } }, { runs: 3, seed: 7, every: 10 });
    assert.equal(forged(0.05, false).promote, 0);
    assert.equal(forged(0, true).rollback, 0);
  });

  it('keeps identical code through an incident hour in its watch, against its holdback over the same minutes, and rolls a 5-point regression back', () => {
    const watched = { perHour: 2000, share: 0.05, base: 0.02, vitalsShift: 0, visits: 'short', watch: { incident: true } };
    const same = simulateCell({ ...watched, regression: 0 }, { runs: 3, seed: 7, every: 30 });
    assert.deepEqual([same.rollback, same.keep], [0, 1]);
    const worse = simulateCell({ ...watched, regression: 0.05 }, { runs: 3, seed: 7, every: 30 });
    assert.equal(worse.rollback, 1);
  });

  it('reports the 95% upper bound of a rate (Clopper-Pearson, one-sided)', () => {
    assert.ok(Math.abs(upperBound(1, 200) - 0.0235) < 0.0001, 'one in 200 bounds it at 2.35%');
    assert.ok(Math.abs(upperBound(0, 300) - 0.00994) < 0.0001);
    assert.equal(upperBound(5, 5), 1);
  });

  it('covers every cell the issue asks for', () => {
    const cells = allCells();
    const plain = cells.filter(({ forger, watch }) => !forger && !watch);
    assert.equal(plain.length, 2 * 3 * 2 * 3 * 3 * 2);
    assert.deepEqual([...new Set(plain.map(({ visits }) => visits))], ['short', 'long']);
    assert.deepEqual([...new Set(plain.map(({ perHour }) => perHour))], [20, 200, 2000]);
    assert.deepEqual([...new Set(plain.map(({ share }) => share))], [0.1, 0.5]);
    assert.deepEqual([...new Set(plain.map(({ base }) => base))], [0.005, 0.02, 0.05]);
    assert.deepEqual([...new Set(plain.map(({ regression }) => regression))], [0, 0.01, 0.05]);
    assert.deepEqual([...new Set(plain.map(({ vitalsShift }) => vitalsShift))], [0, 0.3]);
    const watched = cells.filter(({ watch }) => watch);
    assert.deepEqual([...new Set(watched.map(({ watch }) => watch?.incident))], [false, true]);
    assert.ok(watched.every(({ share }) => share === 0.05));
    const forged = cells.filter(({ forger }) => forger);
    assert.deepEqual([...new Set(forged.map(({ forger }) => forger?.perHour))], [12, 30, 100]);
    assert.deepEqual([...new Set(forged.map(({ forger }) => forger?.clients))], [1, 3]);
    assert.ok(forged.some(({ forger, regression }) => !forger?.errored && regression === 0.05));
    assert.ok(forged.some(({ forger, regression }) => forger?.errored && regression === 0));
  });
});
