import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { clearDraft, readDraft, saveDraft } from 'shared-ui/forms/drafts';
import { UnsentInput } from 'shared-ui/forms/UnsentInput';

interface Values {
  name: string;
  password: string;
  subscribe: boolean;
}

function Form() {
  const form = useForm<Values>({ defaultValues: { name: '', password: '', subscribe: false } });
  return (
    <form>
      <UnsentInput form={form} draft="test" omit={['password']} />
      <label>
        Name <input {...form.register('name')} />
      </label>
      <label>
        Password <input {...form.register('password')} />
      </label>
      <label>
        Subscribe <input type="checkbox" {...form.register('subscribe')} />
      </label>
    </form>
  );
}

const renderForm = () => render(<Form />, { wrapper: MemoryRouter });
const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnsentInput', () => {
  it('keeps what is typed as a draft, never the omitted fields, and brings it back after a reload', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Mary-Jane');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByLabelText('Subscribe'));
    expect(readDraft('test')).toEqual({ name: 'Mary-Jane', subscribe: true });
    first.unmount();

    renderForm();
    expect(screen.getByLabelText('Name')).toHaveValue('Mary-Jane');
    expect(screen.getByLabelText('Subscribe')).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // Restored input is unsent input: leaving asks first.
    expect(unload()).toBe(true);
  });

  it('asks nothing before anything is typed, and forgets the draft once the form is sent', () => {
    renderForm();
    expect(unload()).toBe(false);
    saveDraft('test', { name: 'Ana' });
    act(() => clearDraft('test'));
    expect(readDraft('test')).toBeUndefined();
  });
});
