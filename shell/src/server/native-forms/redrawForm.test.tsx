/**
 * @jest-environment node
 */
// What a refused form never gets back: a Wi-Fi password, a password field, the honeypot.
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { HoneypotField } from 'shared-ui/forms/HoneypotField';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { TextField } from 'shared-ui/kit/TextField';
import { findForm } from './formMarkup';
import { redrawForm } from './redrawForm';

const lanForm = renderToString(
  <ZodForm schema={z.object({})} defaultValues={{}} errorHeading="Fix these" submitLabel="Submit" onValid={() => {}} nativeForm="lan">
    {() => (
      <>
        <TextField label="Network name" name="NetworkName" />
        <TextField label="Wi-Fi password" name="passcode" />
        <TextField label="Account password" name="secret" type="password" />
        <HoneypotField ref={null} />
      </>
    )}
  </ZodForm>,
);

it('puts back what was typed but the Wi-Fi password, a password field and the honeypot, with their messages still shown', () => {
  const markup = findForm(lanForm)!;
  const posted = new URLSearchParams({ NetworkName: 'Badger Home', passcode: 'Hunter22Secret', secret: 'hidden1', website: 'http://spam.example' });
  const html = redrawForm(lanForm, markup, { posted, stamp: 'stamp', issues: [{ path: 'passcode', message: 'Password must be 8-32 characters' }] });

  expect(markup.form).toBe('lan');
  expect(html).toContain('value="Badger Home"');
  expect(html).not.toContain('Hunter22Secret');
  expect(html).not.toContain('hidden1');
  expect(html).not.toContain('spam.example');
  expect(html).toMatch(/name="passcode" aria-invalid="true" aria-describedby="passcode-error"\/><p id="passcode-error"[^>]*>Password must be 8-32 characters<\/p>/);
  expect(html).toContain('<h2 id="error-summary-heading" class="heading">Fix these</h2>');
  // No script is there to move the focus: the browser does, as the page loads.
  expect(html).toMatch(/<div class="summary" role="alert" aria-labelledby="error-summary-heading" tabindex="-1" autofocus="">/);
});
