// A job seeker goes from Careers to the open positions and on to a posting.
import { expect, test } from '../support/test';

test('a job seeker chooses the site over LinkedIn, reads the postings and opens the System Integrator posting', async ({
  page,
}) => {
  await page.goto('/apply');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();

  const linkedIn = main.getByRole('link', { name: /Apply on LinkedIn/ });
  await expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/rockriverav');
  await expect(linkedIn).toHaveAttribute('target', '_blank');

  await main.getByRole('link', { name: 'See open positions' }).click();
  await expect(page).toHaveURL('/apply/positions');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['System Integrator', 'Sales + Project Manager', 'What happens next', 'Rather talk to someone?']);
  const applyNow = main.getByRole('link', { name: 'Apply Now' });
  await expect(applyNow).toHaveCount(2);
  await expect(applyNow.nth(1)).toHaveAttribute('href', '/apply/positions/2');

  await applyNow.first().click();
  await expect(page).toHaveURL('/apply/positions/1');
  await expect(main.getByRole('heading', { level: 1, name: 'System Integrator' })).toBeVisible();
  await expect(main.getByText('$22.00/hr depending on experience; $1,000 sign-on bonus')).toBeVisible();
  await expect(main.getByText('30-50 hours per week', { exact: true })).toBeVisible();
  await expect(main.getByRole('form', { name: 'Application for System Integrator' })).toBeVisible();

  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'System Integrator',
    datePosted: '2026-11-16',
    validThrough: '2027-02-14',
    hiringOrganization: { name: 'Rock River Audio Video' },
    baseSalary: { currency: 'USD', value: { value: 22, unitText: 'HOUR' } },
  });
  await expect(page).toHaveTitle('System Integrator | Careers | Rock River Audio Video');

  await page.goto('/apply/positions/3');
  await expect(main.getByRole('heading', { level: 1, name: 'There is nothing here!' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
