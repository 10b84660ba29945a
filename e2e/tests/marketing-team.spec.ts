// A visitor meets the team, department by department, and finds the careers page.
import { expect, test } from '../support/test';

// The departments as the page heads them, and the colour their cards are bordered in.
const DEPARTMENTS = [
  ['Management', 'rgb(242, 194, 0)'],
  ['Admin', 'rgb(255, 255, 255)'],
  ['Sales', 'rgb(138, 148, 163)'],
  ['Technicians', 'rgb(28, 109, 208)'],
] as const;
const GREY_LINE = 'rgb(200, 208, 220)';

test('the team page shows 16 people under their departments, bordered in the department colour, and leads to the job openings', async ({ page }) => {
  await page.goto('/Team');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await expect(page).toHaveTitle('Our Team | Rock River Audio Video');
  await expect(page.getByText('Founded')).toBeVisible();

  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(DEPARTMENTS.map(([name]) => name));
  let people = 0;
  for (const [name, color] of DEPARTMENTS) {
    const cards = page.getByRole('region', { name }).getByRole('list', { name }).getByRole('listitem');
    people += await cards.count();
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.getByText('Team Member Since')).toBeVisible();
      const frame = await card.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { color: computed.borderTopColor, width: computed.borderTopWidth, lines: computed.boxShadow };
      });
      expect(frame.color).toBe(color);
      expect(frame.width).toBe('4px');
      // A grey line outside the border and one inside it: even white (Admin) reads as a frame on the white page.
      expect(frame.lines).toContain(`${GREY_LINE} 0px 0px 0px 1px,`);
      expect(frame.lines).toContain(`${GREY_LINE} 0px 0px 0px 1px inset`);
      const portrait = card.getByRole('img');
      await expect(portrait).toHaveAttribute('alt', /^Illustrated portrait of /);
      await expect(portrait).toHaveAttribute('loading', 'lazy');
    }
  }
  expect(people).toBe(16);

  await page.getByRole('link', { name: 'We are hiring' }).click();
  await expect(page).toHaveURL('/apply');
});

test('on a phone, the 16 people are a short scroll of compact cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/team');
  const technicians = page.getByRole('list', { name: 'Technicians' }).getByRole('listitem');
  await expect(technicians).toHaveCount(7);
  // A card a row, the portrait beside the words.
  const card = (await technicians.first().boundingBox())!;
  expect(card.height).toBeLessThan(140);
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.height).toBeLessThan(4000);
});
