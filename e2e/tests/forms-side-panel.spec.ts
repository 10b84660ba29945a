// A long form on a desktop and on a phone (#33): the ticket's side panel beside the form
// at 1366 px and below it at 390 px, and, sent empty on the phone, the error summary at the
// top of the form, in view and focused, with the spec's messages.
import { expect, test } from '../support/test';

test('the ticket shows its side panel beside the form at 1366 px and below it at 390 px, and sent empty puts the error summary, focused, at the top of the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/support/newTicket');
  const form = page.getByRole('form', { name: 'Support ticket' });
  const side = page.getByRole('complementary', { name: 'About your ticket' });
  await expect(side.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(side.getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
  await expect(side.getByText(/^Monday to Friday, 8:00a-4:00p\s*Weekends by appointment$/)).toBeVisible();
  // A picture and a review that fit a support ticket (a network room, not a home theater).
  await expect(side.getByRole('img')).toHaveAccessibleName('Building network room with two racks serving every unit, cables dressed along the ceiling.');
  await expect(side.getByRole('blockquote')).toContainText('Our residents stopped calling about the internet.');

  const wide = { form: (await form.boundingBox())!, side: (await side.boundingBox())! };
  expect(wide.side.x).toBeGreaterThanOrEqual(wide.form.x + wide.form.width);
  expect(Math.abs(wide.side.y - wide.form.y)).toBeLessThan(80);

  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = { form: (await form.boundingBox())!, side: (await side.boundingBox())! };
  expect(narrow.side.y).toBeGreaterThanOrEqual(narrow.form.y + narrow.form.height);
  expect(Math.abs(narrow.side.x - narrow.form.x)).toBeLessThan(1);

  await page.getByRole('button', { name: 'Submit ticket' }).click();
  const summary = form.getByRole('alert', { name: 'Please resolve the following errors before submitting' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText([
    'Please enter your name',
    'Please enter your email',
    'Please enter your phone number',
    'Please enter your address',
    "Please select a type of issue, select 'other' if not listed",
    'Please describe your issue before submitting',
  ]);
  await expect(summary).toBeInViewport();
  // Above the first field, not under the last one.
  const first = (await form.getByLabel(/^Name/).boundingBox())!;
  expect((await summary.boundingBox())!.y).toBeLessThan(first.y);
});
