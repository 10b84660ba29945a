// The capture's own safety net: when the page's scripts never take over, what it held is
// done as the browser would do it, and from then on the page is left to the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replayEarlyEvents } from './replayEarlyEvents';

const captureScript = readFileSync(path.join(__dirname, 'captureEarlyEvents.js'), 'utf8');
const QUIET_MS = 8_000;
const CAP_MS = 30_000;

/** Every submit that reached the browser's own handling (no one prevented it), by form name. */
let sent: string[] = [];
function hearSubmits(event: SubmitEvent) {
  if (!event.defaultPrevented) sent.push((event.target as HTMLFormElement).name);
  event.preventDefault(); // jsdom does not navigate
}

/** The page as the server drew it, painted, with the capture running as it does from the <head>. */
function serverDrawn() {
  document.body.innerHTML = `
    <form name="ticket" method="post"><label>Issue <input name="issue"></label><input type="file" aria-label="Photo"><button>Submit ticket</button></form>
    <button type="button">Menu</button>`;
  new Function(captureScript)();
  jest.advanceTimersToNextFrame(); // the first paint
}

function arrive(outcome: 'load' | 'error') {
  const script = document.createElement('script');
  script.src = '/remoteEntry.js';
  document.head.append(script);
  script.dispatchEvent(new Event(outcome)); // as the browser does: it does not bubble
  script.remove();
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  window.addEventListener('submit', hearSubmits);
});

afterEach(() => {
  window.__earlyEvents?.stop();
  delete window.__earlyEvents;
  window.removeEventListener('submit', hearSubmits);
  jest.useRealTimers();
});

it('holds a Submit while scripts may still come, marked as taken', async () => {
  serverDrawn();
  await user().type(screen.getByLabelText('Issue'), 'No signal');
  await user().click(screen.getByRole('button', { name: 'Submit ticket' }));

  jest.advanceTimersByTime(QUIET_MS - 100);
  expect(sent).toEqual([]);
  expect(screen.getByRole('button', { name: 'Submit ticket' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Submit ticket' })).toHaveAttribute('data-early-held');
  expect(document.documentElement).toHaveAttribute('data-early-events', 'holding');
});

it('lets go when no script has arrived for a while after the first paint: the held Submit posts its form', async () => {
  serverDrawn();
  await user().type(screen.getByLabelText('Issue'), 'No signal');
  await user().click(screen.getByRole('button', { name: 'Submit ticket' }));

  jest.advanceTimersByTime(QUIET_MS);
  expect(sent).toEqual(['ticket']);
  expect(screen.getByLabelText('Issue')).toHaveValue('No signal');
  expect(screen.getByRole('button', { name: 'Submit ticket' })).not.toHaveAttribute('aria-busy');
  expect(screen.getByRole('button', { name: 'Submit ticket' })).not.toHaveAttribute('data-early-held');
  expect(document.documentElement).toHaveAttribute('data-early-events', 'let-go');

  // From now on a tap does what the browser does with it, and late scripts replay nothing.
  await user().click(screen.getByRole('button', { name: 'Submit ticket' }));
  expect(sent).toEqual(['ticket', 'ticket']);
  expect(window.__earlyEvents).toBeUndefined();
  await expect(replayEarlyEvents()).resolves.toBeUndefined();
});

it('waits while scripts keep arriving, up to a limit', async () => {
  serverDrawn();
  await user().click(screen.getByRole('button', { name: 'Submit ticket' }));

  for (let elapsed = 0; elapsed + QUIET_MS / 2 < CAP_MS; elapsed += QUIET_MS / 2) {
    jest.advanceTimersByTime(QUIET_MS / 2);
    expect(sent).toEqual([]);
    arrive('load');
  }
  jest.advanceTimersByTime(CAP_MS % (QUIET_MS / 2) || QUIET_MS / 2);
  expect(sent).toEqual(['ticket']);
});

it('lets go at once when a script of the page fails to load', async () => {
  serverDrawn();
  await user().click(screen.getByRole('button', { name: 'Submit ticket' }));
  arrive('load');
  expect(sent).toEqual([]);

  arrive('error');
  expect(sent).toEqual(['ticket']);
});

it('sends a held form without requestSubmit (iOS 15 Safari) through its Submit', async () => {
  const requestSubmit = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'requestSubmit')!;
  delete (HTMLFormElement.prototype as Partial<HTMLFormElement>).requestSubmit;
  try {
    serverDrawn();
    const submitter = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit ticket' });
    // As a browser's own submit event, sent by Enter in a field or a script's requestSubmit.
    submitter.form!.dispatchEvent(new SubmitEvent('submit', { submitter, bubbles: true, cancelable: true }));
    expect(sent).toEqual([]);
    arrive('error');
    expect(sent).toEqual(['ticket']);
  } finally {
    Object.defineProperty(HTMLFormElement.prototype, 'requestSubmit', requestSubmit);
  }
});

it('lets the rest go when one held tap throws as it is let go', async () => {
  serverDrawn();
  const menu = screen.getByRole('button', { name: 'Menu' });
  await user().click(menu);
  await user().click(screen.getByRole('button', { name: 'Submit ticket' }));
  jest.spyOn(menu, 'click').mockImplementation(() => {
    throw new Error('Menu failed');
  });

  arrive('error');
  expect(sent).toEqual(['ticket']);
  expect(() => jest.runOnlyPendingTimers()).toThrow('Menu failed'); // reported as the page's error
});

it('never holds a file chosen, nor lets it go again', async () => {
  serverDrawn();
  await user().upload(screen.getByLabelText('Photo'), new File(['x'], 'router.jpg', { type: 'image/jpeg' }));
  expect(window.__earlyEvents!.next()).toBeUndefined();
});

it('lets go of Enter held on a focused Submit as the browser would: it posts the form', async () => {
  serverDrawn();
  screen.getByRole('button', { name: 'Submit ticket' }).focus();
  await user().keyboard('7{Enter}');
  expect(sent).toEqual([]);
  expect(screen.getByRole('button', { name: 'Submit ticket' })).toHaveAttribute('aria-busy', 'true');

  arrive('error');
  expect(sent).toEqual(['ticket']);
});
