import { currentDeviceClass, deviceClass } from './deviceClass';

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

describe('the class of the device the page runs on', () => {
  const phone = (windowSizeRead: () => void) =>
    ({
      screen: { width: 390, height: 844 },
      // A phone widens its window to a page that overflows it.
      get innerWidth() {
        windowSizeRead();
        return 656;
      },
      get innerHeight() {
        windowSizeRead();
        return 1420;
      },
      matchMedia: (query: string) => ({ matches: query === '(pointer: coarse)' }),
    }) as unknown as Window;

  it("is read from the screen, never from the window's size, whose reading lays out a page still loading", () => {
    const windowSizeRead = jest.fn();
    expect(currentDeviceClass(phone(windowSizeRead))).toBe('mobile');
    expect(windowSizeRead).not.toHaveBeenCalled();
  });
});
