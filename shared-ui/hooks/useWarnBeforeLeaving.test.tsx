import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { leaveOnPurpose } from 'shared-ui/hooks/leavingOnPurpose';
import { useWarnBeforeLeaving } from 'shared-ui/hooks/useWarnBeforeLeaving';

function Form({ dirty }: { dirty: boolean }) {
  useWarnBeforeLeaving(dirty);
  return <Link to="/services">Services</Link>;
}

const renderForm = (dirty: boolean) =>
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Form dirty={dirty} />
    </MemoryRouter>,
  );

/** Whether the page asks the browser to confirm before it unloads. */
const unloadIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

let confirm: jest.SpyInstance<boolean, [string?]>;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
});

describe('useWarnBeforeLeaving', () => {
  it('asks before the document unloads and before a link to another page, with the clear sentence', async () => {
    renderForm(true);
    expect(unloadIsQuestioned()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(confirm).toHaveBeenCalledWith(
      'Leave this page? Your form has not been submitted, and what you typed will be lost.',
    );
  });

  it('asks nothing while there is nothing to lose', async () => {
    renderForm(false);
    expect(unloadIsQuestioned()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks once: a yes to a link leaves the page without the browser asking again, and new input asks again', async () => {
    confirm.mockReturnValue(true);
    const { rerender } = renderForm(true);
    // A link that stays in the app is not followed here (MemoryRouter): what counts is the unload after the yes.
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(unloadIsQuestioned()).toBe(false);

    rerender(
      <MemoryRouter initialEntries={['/form']}>
        <Form dirty={false} />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter initialEntries={['/form']}>
        <Form dirty />
      </MemoryRouter>,
    );
    expect(unloadIsQuestioned()).toBe(true);
  });

  it('leaves without asking when code moves on on purpose (after a send)', () => {
    renderForm(true);
    leaveOnPurpose();
    expect(unloadIsQuestioned()).toBe(false);
  });
});
