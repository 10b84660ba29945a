import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoneypotField } from 'shared-ui/forms/HoneypotField';
import { useBotSignals } from 'shared-ui/forms/useBotSignals';

/** A form with the honeypot, reading the signals when sent; its clock is the test's. */
function Probe({ now, firstPaint, onSend }: { now: () => number; firstPaint?: () => number; onSend: (signals: unknown) => void }) {
  const { honeypotRef, signals } = useBotSignals(now, firstPaint);
  return (
    <form
      aria-label="probe"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(signals());
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <HoneypotField ref={honeypotRef} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useBotSignals', () => {
  it('measures from when the form first showed to when it is sent, and reads the honeypot', async () => {
    let clock = 1000;
    const onSend = jest.fn();
    const { container } = render(<Probe now={() => clock} onSend={onSend} />);
    clock += 12_345;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith({ website: '', filledInMs: 12_345 });

    container.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'http://spam.example';
    clock += 1000;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith({ website: 'http://spam.example', filledInMs: 13_345 });
  });

  it('measures a form the server drew from the first paint: it could be filled in before the scripts arrived', async () => {
    const onSend = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe now={() => 0} onSend={onSend} />);
    document.body.append(container);
    let clock = 4_000;
    const root = await act(async () => hydrateRoot(container, <Probe now={() => clock} firstPaint={() => 700} onSend={onSend} />));
    clock += 1_000;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith({ website: '', filledInMs: 4_300 });
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the honeypot away from people: hidden from assistive technology and skipped by the Tab key', async () => {
    const user = userEvent.setup();
    render(<Probe now={() => 0} onSend={() => {}} />);
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
