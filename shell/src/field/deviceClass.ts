// The coarse device class a report carries: enough to tell a release that is slow on
// phones from one slow everywhere, too coarse to tell anyone apart.
//
// A touch screen (primary pointer coarse) is a phone when its shorter side is under 600
// CSS pixels (the Android "sw600dp" line between phones and tablets: phones are at most
// about 480, the smallest tablets 600 to 744) and a tablet otherwise, so turning a device
// does not change its class. A mouse or trackpad (or no pointer) is a desktop, whatever
// the window's width: a narrow window on a laptop still has the laptop's CPU and network.
import type { DeviceClass } from 'contract/schemas/fieldReports';

export const TABLET_MIN_SHORT_SIDE = 600;

export interface Screenish {
  width: number;
  height: number;
  coarsePointer: boolean;
}

export function deviceClass({ width, height, coarsePointer }: Screenish): DeviceClass {
  if (!coarsePointer) return 'desktop';
  return Math.min(width, height) < TABLET_MIN_SHORT_SIDE ? 'mobile' : 'tablet';
}

/**
 * The class of the device this page runs on, from its screen: the window's size
 * (innerWidth) makes the browser lay out a page still loading, which cost a phone's
 * page script 130-290 ms (#42), and a phone widens it to fit a page that overflows.
 */
export function currentDeviceClass(view: Window): DeviceClass {
  const coarsePointer = typeof view.matchMedia === 'function' && view.matchMedia('(pointer: coarse)').matches;
  return deviceClass({ width: view.screen.width, height: view.screen.height, coarsePointer });
}
