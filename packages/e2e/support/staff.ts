// The staff unlock as a technician does it: the development passcode on the keypad.
import { expect, type Page } from '@playwright/test';
import { DEV_PASSCODE } from '../../worker/src/staff/staffEnv';

export { DEV_PASSCODE };

export const UNLOCK_STORAGE_KEY = 'staffUnlock';

/** Types `digits` on the keypad with the mouse and presses Submit. */
export async function enterPasscode(page: Page, digits: string) {
  const keypad = page.getByRole('group', { name: 'Passcode keypad' });
  for (const digit of digits) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Submit' }).click();
}

/** Unlocks from the keypad and waits for the trust nav. */
export async function unlock(page: Page) {
  await page.goto('/verify/trust');
  await enterPasscode(page, DEV_PASSCODE);
  await expect(page).toHaveURL('/verify/trust/nav');
}
