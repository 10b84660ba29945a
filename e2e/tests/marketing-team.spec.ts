// A visitor meets the team and finds the careers page.
import { expect, test } from '../support/test';

const BORDER = {
  Admin: 'rgb(255, 255, 255)',
  Management: 'rgb(242, 194, 0)',
  Sales: 'rgb(138, 148, 163)',
  Technician: 'rgb(28, 109, 208)',
} as const;

test('the team page shows 16 people, bordered by department, and leads to the job openings', async ({ page }) => {
  await page.goto('/Team');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await expect(page).toHaveTitle('Our Team | Rock River Audio Video');
  await expect(page.getByText('Founded')).toBeVisible();

  const cards = page.getByRole('list', { name: 'Team members' }).getByRole('listitem');
  await expect(cards).toHaveCount(16);
  const seen = new Set<string>();
  for (const card of await cards.all()) {
    await expect(card.getByText('Team Member Since')).toBeVisible();
    const dept = (await card.locator('dd').first().textContent()) as keyof typeof BORDER;
    expect(Object.keys(BORDER)).toContain(dept);
    seen.add(dept);
    const style = await card.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { border: computed.borderTopColor, width: computed.borderTopWidth, outline: computed.outlineStyle, background: computed.backgroundColor };
    });
    // A tinted card inside a grey outline: a white (Admin) border shows as a white frame.
    expect(style.background).toBe('rgb(243, 245, 249)');
    expect(style.border).toBe(BORDER[dept]);
    expect(style.width).toBe('4px');
    expect(style.outline).toBe('solid');
    const portrait = card.getByRole('img');
    await expect(portrait).toHaveAttribute('alt', /^Illustrated portrait of /);
    await expect(portrait).toHaveAttribute('loading', 'lazy');
  }
  expect([...seen].sort()).toEqual(['Admin', 'Management', 'Sales', 'Technician']);

  await page.getByRole('link', { name: 'We are hiring' }).click();
  await expect(page).toHaveURL('/apply');
});
