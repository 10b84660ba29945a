/**
 * @jest-environment node
 */
// A post read as the contract body: boxes as booleans, the rest as typed, and the bot
// signals only for a form that has them (the ticket and the lead: a honeypot).
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { HoneypotField } from 'shared-ui/forms/HoneypotField';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { TextField } from 'shared-ui/kit/TextField';
import { formBody } from './formBody';
import { findForm } from './formMarkup';

const formWith = (honeypot: boolean) =>
  findForm(
    renderToString(
      <ZodForm schema={z.object({})} defaultValues={{}} errorHeading="Fix these" submitLabel="Submit" onValid={() => {}} nativeForm={honeypot ? 'lead' : 'application'}>
        {() => (
          <>
            <input type="hidden" name="position" value="System Integrator" readOnly />
            <TextField label="First name" name="firstName" />
            <Checkbox label="18 or older" name="ageCheck" />
            <Checkbox label="Licensed" name="driveCheck" />
            {honeypot && <HoneypotField ref={null} />}
          </>
        )}
      </ZodForm>,
    ),
  )!;

it('reads an application as its schema body, with no bot signals and no markers', () => {
  const posted = new URLSearchParams({ _form: 'application', _opened: 'x', position: 'System Integrator', firstName: 'Dana', ageCheck: 'true' });
  expect(formBody(formWith(false), posted, 5000)).toEqual({ position: 'System Integrator', firstName: 'Dana', ageCheck: true, driveCheck: false });
});

it('adds the fill time to a form with a honeypot, and the honeypot as posted', () => {
  const posted = new URLSearchParams({ firstName: 'Dana', website: 'http://spam.example' });
  expect(formBody(formWith(true), posted, 5000)).toEqual({
    position: '',
    firstName: 'Dana',
    ageCheck: false,
    driveCheck: false,
    website: 'http://spam.example',
    filledInMs: 5000,
  });
});
