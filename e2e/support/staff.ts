// The staff unlock as a technician does it: the development passcode on the keypad.
import { expect, type Page } from '@playwright/test';
import { DEV_PASSCODE } from '../../worker/src/staff/staffEnv';
import { UNLOCK_HINT_COOKIE } from '../../mf-staffhub/src/access/unlockHint';
import { siteUrl, workerUrl } from './site';

export { DEV_PASSCODE, UNLOCK_HINT_COOKIE };

/** The header of a request from a browser that holds an unlock (or claims to: it is only a hint). */
export const WITH_UNLOCK_HINT = { Cookie: `${UNLOCK_HINT_COOKIE}=1` };

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
  await addUnlockHint(page);
}

/** The cookie the keypad sets beside an unlock, which the composer asks of a request for a staff page. */
export const addUnlockHint = (page: Page) => page.context().addCookies([{ name: UNLOCK_HINT_COOKIE, value: '1', url: siteUrl }]);
