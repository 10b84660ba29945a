import { deviceClass } from './deviceClass';

describe('the device class a report names', () => {
  it.each([
    [{ width: 390, height: 844, coarsePointer: true }, 'mobile'],
    [{ width: 932, height: 430, coarsePointer: true }, 'mobile'],
    [{ width: 768, height: 1024, coarsePointer: true }, 'tablet'],
    [{ width: 1366, height: 1024, coarsePointer: true }, 'tablet'],
    [{ width: 1366, height: 768, coarsePointer: false }, 'desktop'],
    [{ width: 500, height: 700, coarsePointer: false }, 'desktop'],
  ])('%j is a %s', (screen, expected) => {
    expect(deviceClass(screen)).toBe(expected);
  });
});
