// A visitor meets the team, department by department, and finds the careers page.
import { expect, test } from '../support/test';

// The departments as the page heads them, and the colour of the rule atop their cards.
const DEPARTMENTS = [
  ['Management', 'rgb(242, 194, 0)'],
  ['Admin', 'rgb(255, 255, 255)'],
  ['Sales', 'rgb(138, 148, 163)'],
  ['Technicians', 'rgb(28, 109, 208)'],
] as const;
const GREY_LINE = 'rgb(200, 208, 220)';

test('the team page shows 16 people under their departments, each card topped by a rule in the department colour, and leads to the job openings', async ({ page }) => {
  await page.goto('/Team');
  await expect(page.getByRole('heading', { level: 1, name: 'Our team' })).toBeVisible();
  await expect(page).toHaveTitle('Our team | Rock River Audio Video');
  await expect(page.getByText('Founded')).toBeVisible();

  // The departments, then the closing band's quote and call (#43).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...DEPARTMENTS.map(([name]) => name), 'Ready to plan your project?']);
  await expect(page.getByText('Years in business')).toHaveCount(0);
  let people = 0;
  for (const [name, color] of DEPARTMENTS) {
    const cards = page.getByRole('region', { name }).getByRole('list', { name }).getByRole('listitem');
    people += await cards.count();
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      const frame = await card.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          color: computed.borderTopColor,
          width: computed.borderTopWidth,
          lines: computed.boxShadow,
          sides: `${computed.borderLeftWidth} ${computed.borderLeftStyle} ${computed.borderLeftColor}`,
        };
      });
      // The department's colour as a rule along the top, closed below by the frame's grey
      // hairline, so even white (Admin) reads as a band like the others (#43).
      expect(frame).toEqual({ color, width: '6px', lines: `${GREY_LINE} 0px 1px 0px 0px inset`, sides: `1px solid ${GREY_LINE}` });
      await expect(card.getByText(/^Team Member Since \d{4}$/)).toBeVisible();
      const portrait = card.getByRole('img');
      await expect(portrait).toHaveAttribute('alt', /^Illustrated portrait of /);
      await expect(portrait).toHaveAttribute('loading', 'lazy');
    }
  }
  expect(people).toBe(16);

  await page.getByRole('link', { name: 'We are hiring' }).click();
  await expect(page).toHaveURL('/apply');
});

test('at 1366 px every department\'s cards line up with its heading, in the same columns (#43)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/team');
  const lefts = new Set<number>();
  for (const [name] of DEPARTMENTS) {
    const department = page.getByRole('region', { name, exact: true });
    const heading = (await department.getByRole('heading', { level: 2 }).boundingBox())!;
    const cards = await department.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(cards[0]).toBe(Math.round(heading.x));
    for (const left of cards) lefts.add(left);
  }
  // Four columns, shared by every department.
  expect(lefts.size).toBe(4);
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
