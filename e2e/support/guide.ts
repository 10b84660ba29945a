// A homebuyer reading a step-by-step guide: the step heading, Back and Next.
import { expect, type Page } from '@playwright/test';

export const stepHeading = (page: Page, title: string) => page.getByRole('main').getByRole('heading', { level: 2, name: title });

/**
 * Reads steps `from` to `to` - 1 of a guide whose step titles are `titles`, checking
 * the progress and that Back is hidden only at step 0, and presses Next after each.
 */
export async function walkSteps(page: Page, titles: readonly string[], { from = 0, to = titles.length } = {}) {
  for (let step = from; step < to; step++) {
    await expect(stepHeading(page, titles[step]!)).toBeVisible();
    await expect(page.getByRole('main').getByText(`Step ${step + 1} of ${titles.length}`)).toBeVisible();
    const back = page.getByRole('main').getByRole('button', { name: 'Back' });
    if (step === 0) await expect(back).toBeHidden();
    else await expect(back).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

/** At the placeholder step: the guide is gone and the way home is there; it leads to /. */
export async function returnHome(page: Page) {
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to the Home Page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}
