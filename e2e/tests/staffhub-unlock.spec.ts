// A technician unlocks the staff area with the company passcode and reads a topic.
import { expect, test } from '../support/test';
import { answerNextDialog } from '../support/dialogs';
import { DEV_PASSCODE, enterPasscode } from '../support/staff';

/** Below a card's last line: its padding (1.5rem) and its border (1px). */
const CARD_PADDING_AND_BORDER = 25;

test('a wrong code alerts, the right code opens the trust nav, the hub and a topic whose cards open and close', async ({ page }) => {
  await page.goto('/verify/trust');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff access' })).toBeVisible();

  const wrong = answerNextDialog(page);
  await enterPasscode(page, '11112222');
  expect((await wrong).message).toBe('invalid passcode');
  // The keypad works here: what it says where scripts cannot run is not shown.
  await expect(page.getByText(/^The keypad needs this page’s scripts/)).toBeHidden();
  await expect(page.getByText('0 of 8 digits entered')).toBeAttached();

  // This time from the keyboard.
  await page.keyboard.type(DEV_PASSCODE);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/verify/trust/nav');
  await expect(page.getByRole('link', { name: 'Getting Started Forms' })).toHaveAttribute('href', '/gettingstarted');

  await page.getByRole('link', { name: 'Knowledge Base' }).click();
  await expect(page).toHaveURL('/kh');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const topics = page.getByRole('list', { name: 'Topics' });
  await expect(topics.getByRole('link')).toHaveText(['URC Remotes', 'Sonos', 'Control4', 'Q-SYS', 'Shop Policies']);

  await topics.getByRole('link', { name: 'Sonos' }).click();
  await expect(page).toHaveURL('/kh/sonos');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('Section 1');

  const spanningTree = page.getByRole('article', { name: 'SonosNet and the spanning-tree limit' });
  await spanningTree.getByText('How far a wireless chain can reach from one wired amplifier.').click();
  await expect(spanningTree.getByText('The spanning-tree limit is 4 bridges from one amplifier', { exact: false })).toBeVisible();
  const diagram = spanningTree.getByRole('img', { name: /A wired Sonos amplifier/ });
  await expect(diagram).toHaveJSProperty('complete', true);
  expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);
  // Open, the card is as tall as its content: it ends under Close Section, with no inner scrolling.
  const below = await spanningTree.evaluate((card) => {
    const close = [...card.querySelectorAll('button')].find((button) => button.textContent === 'Close Section')!;
    return { close: card.getBoundingClientRect().bottom - close.getBoundingClientRect().bottom, hidden: card.scrollHeight - card.clientHeight };
  });
  expect(Math.abs(below.close - CARD_PADDING_AND_BORDER)).toBeLessThanOrEqual(1);
  expect(below.hidden).toBe(0);
  const open = (await spanningTree.boundingBox())!;

  await spanningTree.getByRole('button', { name: 'Close Section' }).click();
  await expect(spanningTree.getByRole('button', { name: 'Close Section' })).toHaveCount(0);
  expect((await spanningTree.boundingBox())!.height).toBeLessThan(open.height / 2);

  const accounts = page.getByRole('article', { name: 'Accounts and the temporary account' });
  await accounts.click();
  await expect(accounts.getByText('A temporary Sonos account expires in 21 days.', { exact: false })).toBeVisible();
  const support = page.getByRole('article', { name: 'Troubleshooting and resets' });
  await support.getByRole('button', { name: 'Troubleshooting and resets' }).click();
  const link = support.getByRole('link', { name: /Sonos support/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
