import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'contract/schemas/zod';
import { ZodForm, type SendProgress } from 'shared-ui/forms/ZodForm';
import { TextField } from 'shared-ui/kit/TextField';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Please enter your name')),
  email: z.email('Please enter your email'),
});

function renderForm(onValid: (values: z.output<typeof schema>, progress: SendProgress) => Promise<void> | void) {
  render(
    <ZodForm
      schema={schema}
      defaultValues={{ name: '', email: '' }}
      errorHeading="Please resolve the following errors before submitting"
      submitLabel="Submit"
      sentLabel="Sent"
      onValid={onValid}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField label="Name" {...register('name')} error={errors.name?.message} />
          <TextField label="Email" {...register('email')} error={errors.email?.message} />
        </>
      )}
    </ZodForm>,
  );
}

describe('ZodForm', () => {
  it('lists every error in field order at the top of the form, marks the fields and moves focus to the summary', async () => {
    const onValid = jest.fn();
    renderForm(onValid);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'Please resolve the following errors before submitting' });
    expect(summary).toHaveFocus();
    expect(Array.from(summary.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'Please enter your name',
      'Please enter your email',
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    // Above the first field, so on a long form the first thing to fix is not a screen below.
    expect(summary.compareDocumentPosition(screen.getByRole('textbox', { name: 'Name' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends once on a double click and is disabled while sending', async () => {
    let finish: () => void = () => {};
    const onValid = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(onValid);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }, { sent: expect.any(Function) });
  });

  it('says it was sent while it waits out its delay, and asks again from the start on the next send', async () => {
    let finish: () => void = () => {};
    let said: SendProgress = { sent: () => {} };
    renderForm((_values, progress) => {
      said = progress;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting' })).toBeDisabled();
    act(() => said.sent());
    expect(await screen.findByRole('button', { name: 'Sent' })).toBeDisabled();
    await act(async () => finish());
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting' })).toBeDisabled();
  });

  it('keeps what the visitor typed when sending fails', async () => {
    const onValid = jest.fn().mockRejectedValue(new Error('offline'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(onValid);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(onValid).toHaveBeenCalledTimes(1);
    await expect(onValid.mock.results[0]!.value).rejects.toThrow('offline');
    expect(log).toHaveBeenCalledWith('the form could not be sent', new Error('offline'));
    log.mockRestore();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});
