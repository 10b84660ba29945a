// The staff area is closed to a visitor without a valid unlock, whatever local storage holds.
import { expect, test } from '../support/test';
import { addUnlockHint, UNLOCK_STORAGE_KEY } from '../support/staff';

const keypadHeading = { level: 1, name: 'Staff access' } as const;

test('a visitor without an unlock who opens the knowledge hub lands on the keypad, and Back does not return to the hub', async ({ page }) => {
  await page.goto('/team');
  await page.goto('/kh');
  await expect(page).toHaveURL('/verify/trust');
  await expect(page.getByRole('heading', keypadHeading)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/team');

  for (const path of ['/kh/sonos', '/kh/suggestion', '/verify/trust/nav']) {
    await page.goto(path);
    await expect(page).toHaveURL('/verify/trust');
  }
});

test('a forged unlock in local storage, with the hint cookie beside it, is refused by the worker and sends the visitor back to the keypad', async ({ page }) => {
  await page.goto('/verify/trust');
  await addUnlockHint(page);
  await page.evaluate((key) => {
    const payload = btoa(JSON.stringify({ sub: 'staff', aud: 'staff-hub', exp: 4102444800 })).replace(/=+$/, '');
    const forged = { token: `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.bm90LWEtcmVhbC1zaWduYXR1cmU`, expiresAt: '2100-01-01T00:00:00.000Z' };
    localStorage.setItem(key, JSON.stringify(forged));
  }, UNLOCK_STORAGE_KEY);

  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/hub/topics/sonos');
  await page.goto('/kh/sonos');
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL('/verify/trust');
  await expect(page.getByRole('heading', keypadHeading)).toBeVisible();
  await expect(page.getByText('Accounts and the temporary account')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), UNLOCK_STORAGE_KEY)).toBeNull();
});
