// The staff unlock as a technician does it: the development passcode on the keypad.
import { expect, type Page } from '@playwright/test';
import { DEV_PASSCODE } from '../../worker/src/staff/staffEnv';
import { siteUrl, workerUrl } from './site';

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

/** An unlock straight from the worker, stored as the keypad stores it: for tests about other things. */
export async function storeUnlockFromWorker(page: Page) {
  // The worker answers the keypad of the site's own pages only.
  const headers = { 'Content-Type': 'text/plain', Origin: siteUrl };
  const response = await fetch(`${workerUrl}/passcode`, { method: 'POST', headers, body: DEV_PASSCODE });
  const answer = (await response.json()) as { valid: boolean; token: string; expiresAt: string };
  if (!answer.valid) throw new Error('the development passcode was refused');
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [UNLOCK_STORAGE_KEY, JSON.stringify({ token: answer.token, expiresAt: answer.expiresAt })],
  );
}
