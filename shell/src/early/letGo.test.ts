// What the capture holds, and its own safety net. A control whose job the browser does
// (a form the server answers, the Menu's button) is never held while the code is away.
// When the page's scripts do not take over the whole page in time (never, or the frame
// but not the remote's part), what it held is done as the browser would do it, and from
// then on nothing is held.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replayEarlyEvents, replayOutside } from './replayEarlyEvents';
import { takeOverPage } from './takeOverPage';
import { FORM_NAME_FIELD } from 'shared-ui/forms/nativePost';

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
    <div data-remote-region="marketing">
      <form name="ticket" method="post"><label>Issue <input name="issue"></label><input type="file" aria-label="Photo"><button>Submit ticket</button></form>
    </div>
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
  for (const name of ['data-scripts', 'data-early-events', 'data-interactive', 'data-frame-interactive']) document.documentElement.removeAttribute(name);
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
  expect(document.documentElement).toHaveAttribute('data-scripts', 'failed'); // what needs scripts says so

  // From now on a tap does what the browser does with it.
  await user().click(screen.getByRole('button', { name: 'Submit ticket' }));
  expect(sent).toEqual(['ticket', 'ticket']);
});

it('after letting go still notes the fields: scripts that arrive late put back what was typed, and send nothing again', async () => {
  serverDrawn();
  await user().click(screen.getByRole('button', { name: 'Submit ticket' }));
  jest.advanceTimersByTime(QUIET_MS);
  expect(sent).toEqual(['ticket']);
  await user().type(screen.getByLabelText('Issue'), 'Typed after');
  screen.getByLabelText<HTMLInputElement>('Issue').value = ''; // as hydrating a form does

  const tookOver = takeOverPage(null);
  await jest.runAllTimersAsync();
  await tookOver;
  expect(screen.getByLabelText('Issue')).toHaveValue('Typed after');
  expect(sent).toEqual(['ticket']);
  expect(document.documentElement).toHaveAttribute('data-early-events', 'done');
  expect(document.documentElement).not.toHaveAttribute('data-scripts');
});

describe("once the frame is live and the remote's part is not", () => {
  async function frameLive() {
    serverDrawn();
    arrive('load'); // the shell's scripts
    await replayOutside('[data-remote-region]'); // nothing held outside: nothing to wait for
  }

  it("still lets go when the remote's code does not come: a Submit held inside its part posts its form", async () => {
    await frameLive();
    await user().click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByRole('button', { name: 'Submit ticket' })).toHaveAttribute('aria-busy', 'true');

    jest.advanceTimersByTime(QUIET_MS);
    expect(sent).toEqual(['ticket']);
    expect(document.documentElement).toHaveAttribute('data-early-events', 'let-go');
  });

  it("lets go at once when the remote's script fails to load", async () => {
    await frameLive();
    await user().click(screen.getByRole('button', { name: 'Submit ticket' }));
    arrive('error');
    expect(sent).toEqual(['ticket']);
  });

  it('never lets go once the whole page is live: the page answers what was held', async () => {
    await frameLive();
    await user().click(screen.getByRole('button', { name: 'Submit ticket' }));
    const replayed = replayEarlyEvents(); // the remote's part is live: the page takes over
    arrive('error');
    jest.advanceTimersByTime(CAP_MS);
    await replayed;
    expect(sent).toEqual(['ticket']); // replayed once, by the page (nothing here prevents it)
    expect(document.documentElement).toHaveAttribute('data-early-events', 'done');
  });
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

describe('controls whose job the browser does', () => {
  function serverAnswered() {
    document.body.innerHTML = `
      <form name="lead" method="post"><input type="hidden" name="${FORM_NAME_FIELD}" value="lead"><label>Name <input name="name"></label><button>Send</button></form>
      <button type="button" commandfor="menu" command="show-modal">Menu</button><dialog id="menu"></dialog>`;
    new Function(captureScript)();
    jest.advanceTimersToNextFrame();
  }

  it('posts a form the server answers at once, from its Submit or from Enter in a field: nothing is held', async () => {
    serverAnswered();
    await user().type(screen.getByLabelText('Name'), 'Robin');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual(['lead']);
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
    await user().type(screen.getByLabelText('Name'), '{Enter}');
    expect(sent).toEqual(['lead', 'lead']);
    expect(window.__earlyEvents!.next()).toMatchObject({ kind: 'field' }); // the field alone is noted
    expect(window.__earlyEvents!.next()).toBeUndefined();
  });

  it("holds that form's submit once the page's code is here, for the page to check and send", async () => {
    serverAnswered();
    window.__earlyEvents!.codeArrived();
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  });

  it("never holds the Menu's button (an invoker command), tapped or pressed", async () => {
    serverAnswered();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const tapped = jest.fn();
    document.addEventListener('click', tapped);
    await user().click(menu);
    menu.focus();
    await user().keyboard('{Enter}');
    document.removeEventListener('click', tapped);
    expect(tapped).toHaveBeenCalledTimes(2);
    expect(menu).not.toHaveAttribute('aria-busy');
    expect(window.__earlyEvents!.next()).toBeUndefined();
  });
});
