// A phone as the tests hold one: its screen as large as its window. The projects' desktop
// device gives every context a 1920 × 1080 screen, which a phone's window must not keep:
// the site classes a device by its screen (shell/src/field/deviceClass.ts).
export const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;
