// A public form the server refused, drawn by ZodForm from the refusal (#42): on the
// server, with what was posted as its values, the messages as its errors, the summary
// focused, the stamp carried on; a refusal of another form changes nothing.
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { z } from 'contract/schemas/zod';
import { FormRefusalContext, type FormRefusal } from 'shared-ui/forms/formRefusal';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { Select } from 'shared-ui/kit/Select';
import { TextField } from 'shared-ui/kit/TextField';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Please enter your name')),
  business: z.boolean(),
  size: z.string(),
  notes: z.string(),
});

const Form = () => (
  <ZodForm schema={schema} defaultValues={{ name: '', business: false, size: 'Small', notes: '' }} errorHeading="Fix these" submitLabel="Send" onValid={() => {}} nativeForm="lead">
    {({ register, formState: { errors } }) => (
      <>
        <TextField label="Name" {...register('name')} error={errors.name?.message} />
        <Checkbox label="For a business" {...register('business')} />
        <Select label="Size" options={['Small', 'Large'].map((value) => ({ value, label: value }))} {...register('size')} />
        <TextField multiline label="Notes" {...register('notes')} />
      </>
    )}
  </ZodForm>
);

const drawn = (refusal?: FormRefusal) =>
  renderToString(
    <FormRefusalContext value={refusal}>
      <Form />
    </FormRefusalContext>,
  );

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

it('draws its starting values into the HTML, so the server draws them too', () => {
  const form = page(drawn());
  expect(form.querySelector<HTMLSelectElement>('select[name="size"]')!.value).toBe('Small');
  expect(form.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('');
  expect(form.querySelector('[role="alert"]')).toBeNull();
});

it('drawn for its refusal shows what was posted, each field its message, and the summary focused as the page loads', () => {
  const form = page(
    drawn({ form: 'lead', values: { name: '', business: 'on', size: 'Large', notes: 'Two rooms\nand a porch' }, issues: [{ path: 'name', message: 'Please enter your name' }], stamp: '123.abc' }),
  );
  expect(form.querySelector<HTMLInputElement>('input[name="business"]')!.checked).toBe(true);
  expect(form.querySelector<HTMLSelectElement>('select[name="size"]')!.value).toBe('Large');
  expect(form.querySelector<HTMLTextAreaElement>('textarea[name="notes"]')!.value).toBe('Two rooms\nand a porch');
  expect(form.querySelector('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
  expect(form.querySelector('#name-error')).toHaveTextContent('Please enter your name');
  const summary = form.querySelector('[role="alert"]')!;
  expect(summary).toHaveTextContent('Fix these');
  expect(summary).toHaveAttribute('autofocus');
  expect(form.querySelector('input[name="_opened"]')).toHaveAttribute('value', '123.abc');
});

it('drawn for a refusal that is not about its fields shows that message where the summary goes, and keeps what was typed', () => {
  const form = page(drawn({ form: 'lead', values: { name: 'Ada' }, alert: 'Not sent yet: please wait 5 minutes.', stamp: '123.abc' }));
  expect(form.querySelector('[role="alert"]')).toHaveTextContent('Not sent yet: please wait 5 minutes.');
  expect(form.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Ada');
  expect(form.querySelector<HTMLInputElement>('input[name="business"]')!.checked).toBe(false);
});

it("ignores another form's refusal", () => {
  expect(drawn({ form: 'ticket', values: { name: 'Ada' }, issues: [{ path: 'name', message: 'Please enter your name' }], stamp: '1.a' })).toBe(drawn());
});

it('hydrates the HTML it drew with no mismatch', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const container = page(drawn());
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Form />, { onRecoverableError: (error) => console.error(error) });
  });
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector<HTMLSelectElement>('select[name="size"]')!.value).toBe('Small');
  container.remove();
});
