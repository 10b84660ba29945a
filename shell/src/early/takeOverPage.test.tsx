import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { takeOverPage } from './takeOverPage';

const captureScript = readFileSync(path.join(__dirname, 'captureEarlyEvents.js'), 'utf8');

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Pressed {count}
    </button>
  );
}

function Application({ onSend }: { onSend: (values: { name: string; certified: boolean }) => void }) {
  const { register, handleSubmit, watch } = useForm({ defaultValues: { name: '', certified: false, certificate: '' } });
  return (
    <form noValidate method="post" onSubmit={handleSubmit(onSend)}>
      <label>
        Name <input {...register('name')} />
      </label>
      <label>
        <input type="checkbox" {...register('certified')} /> Certifications
      </label>
      {watch('certified') && (
        <label>
          Certificate <input {...register('certificate')} />
        </label>
      )}
      <button type="submit">Submit</button>
      <a href="#elsewhere">Elsewhere</a>
    </form>
  );
}

/** Digits typed at the page or tapped on its keys; Enter sends them (a keypad, as the staff hub's). */
function Keypad({ onSend }: { onSend: (code: string) => void }) {
  const [code, setCode] = useState('');
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (/^[0-9]$/.test(event.key)) setCode((typed) => typed + event.key);
      else if (event.key === 'Enter') setCode((typed) => (onSend(typed), ''));
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onSend]);
  return (
    <div role="group" aria-label="Keypad">
      <output>Code {code}</output>
      {['1', '2'].map((digit) => (
        <button key={digit} type="button" onClick={() => setCode((typed) => typed + digit)}>
          {digit}
        </button>
      ))}
    </div>
  );
}

function Page({ onSend }: { onSend: (values: { name: string; certified: boolean }) => void }) {
  return (
    <>
      <Counter />
      <Keypad onSend={onSend as unknown as (code: string) => void} />
      {/* React hydrates what is inside a boundary in a pass of its own, later. */}
      <Suspense fallback="Loading">
        <Application onSend={onSend} />
      </Suspense>
    </>
  );
}

let root: Root | undefined;

/** The page as the server drew it, with the capture running as it does from the <head>. */
function serverDrawn(onSend: (values: { name: string; certified: boolean }) => void) {
  document.body.innerHTML = `<div id="root">${renderToString(<Page onSend={onSend} />)}</div>`;
  new Function(captureScript)();
}

async function hydrate(onSend: (values: { name: string; certified: boolean }) => void) {
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <Page onSend={onSend} />);
  });
  await act(() => takeOverPage(document.getElementById('root')));
}

// The capture marks a held control (aria-busy), which React in development reports as a
// difference from the server's HTML; it leaves it, and the replay removes it.
const hydrationWarning = /didn't match the client properties/;
beforeEach(() => {
  const report = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!hydrationWarning.test(String(args[0]))) report(...args);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => root?.unmount());
  delete document.documentElement.dataset.interactive;
  root = undefined;
  delete window.__earlyEvents;
});

it('replays taps made before hydration, each once and in order', async () => {
  serverDrawn(jest.fn());
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
  await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
  expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();

  await hydrate(jest.fn());
  expect(screen.getByRole('button', { name: 'Pressed 2' })).toBeInTheDocument();
});

it('sends what was typed and ticked before hydration through the page, not to the server', async () => {
  const onSend = jest.fn();
  serverDrawn(onSend);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Mary-Jane');
  await user.click(screen.getByLabelText('Certifications'));
  expect(screen.getByLabelText('Certifications')).toBeChecked(); // a box ticks as it is, at once
  const submitted = jest.fn();
  document.addEventListener('submit', submitted);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).not.toHaveBeenCalled();

  await hydrate(onSend);
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  expect(onSend.mock.calls[0][0]).toEqual({ name: 'Mary-Jane', certified: true, certificate: '' });
  expect(screen.getByLabelText('Certificate')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Mary-Jane');
  document.removeEventListener('submit', submitted);
});

it('marks the page interactive once it has taken over', async () => {
  serverDrawn(jest.fn());
  expect(document.documentElement).not.toHaveAttribute('data-interactive');
  await hydrate(jest.fn());
  expect(document.documentElement).toHaveAttribute('data-interactive', 'true');
});

it('leaves links alone, and the page handles its own events once replayed', async () => {
  serverDrawn(jest.fn());
  const link = screen.getByRole('link', { name: 'Elsewhere' });
  const clicked = fireEvent.click(link);
  expect(clicked).toBe(true); // not held back: the browser follows it

  await hydrate(jest.fn());
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
  expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
});

it('shows a held tap as taken until it is replayed', async () => {
  serverDrawn(jest.fn());
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
  expect(screen.getByRole('button', { name: 'Pressed 0' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Pressed 0' })).toHaveAttribute('data-early-held');

  await hydrate(jest.fn());
  expect(screen.getByRole('button', { name: 'Pressed 1' })).not.toHaveAttribute('aria-busy');
  expect(screen.getByRole('button', { name: 'Pressed 1' })).not.toHaveAttribute('data-early-held');
});

it('holds keys typed while the replay runs behind it, so each counts once', async () => {
  serverDrawn(jest.fn());
  const user = userEvent.setup();
  await user.keyboard('1');
  // The visitor types 2 just as the page replays the 1.
  document.addEventListener(
    'keydown',
    () => queueMicrotask(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true, cancelable: true }))),
    { once: true },
  );

  await hydrate(jest.fn());
  expect(screen.getByRole('status')).toHaveTextContent(/^Code 12$/);
  expect(document.documentElement).toHaveAttribute('data-early-events', 'done');
});

it('never holds Space aimed at the page, which scrolls it, nor a key no page hears', async () => {
  serverDrawn(jest.fn());
  for (const key of [' ', 'a']) {
    const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    document.body.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  }
  const digit = new KeyboardEvent('keydown', { key: '1', bubbles: true, cancelable: true });
  document.body.dispatchEvent(digit);
  expect(digit.defaultPrevented).toBe(true);

  await hydrate(jest.fn());
  expect(screen.getByRole('status')).toHaveTextContent(/^Code 1$/);
});

it("replays keys typed on a focused key as the page takes them: Space presses it, a digit and Enter are the page's", async () => {
  const onSend = jest.fn();
  serverDrawn(onSend);
  const user = userEvent.setup();
  screen.getByRole('button', { name: '1' }).focus();
  await user.keyboard(' ');
  await user.keyboard('2');
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Code');

  await hydrate(onSend);
  expect(onSend.mock.calls).toEqual([['12']]);
  expect(screen.getByRole('status')).toHaveTextContent(/^Code$/);
});

it('goes on after a replay that throws, and leaves the page its own events', async () => {
  const reportError = jest.fn();
  window.reportError = reportError;
  serverDrawn(jest.fn());
  const user = userEvent.setup();
  const counter = screen.getByRole('button', { name: 'Pressed 0' });
  await user.click(counter);
  await user.click(counter);
  jest.spyOn(counter, 'click').mockImplementationOnce(() => {
    throw new Error('lost tap');
  });

  await hydrate(jest.fn());
  expect(reportError).toHaveBeenCalledWith(new Error('lost tap'));
  expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  await user.click(counter);
  expect(screen.getByRole('button', { name: 'Pressed 2' })).toBeInTheDocument();
  delete (window as Partial<Window>).reportError;
});

describe("a page whose remote's part is live later than the frame", () => {
  function Menu() {
    const [open, setOpen] = useState(false);
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {open ? 'Menu open' : 'Menu'}
      </button>
    );
  }
  const RegionPage = () => (
    <>
      <Menu />
      <div data-remote-region="careers">
        <Counter />
      </div>
    </>
  );

  it("replays a tap on the frame as soon as the frame is live, and one inside the remote's part once that part is", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<RegionPage />)}</div>`;
    new Function(captureScript)();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    let regionLive: () => void = () => undefined;
    const region = new Promise<void>((resolve) => (regionLive = resolve));
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <RegionPage />);
    });
    let takenOver: Promise<void> | undefined;
    await act(async () => {
      takenOver = takeOverPage(document.getElementById('root'), region);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu open' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toHaveAttribute('data-early-held');
    // The frame hears its own taps now; one inside the remote's part is still held.
    await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();

    await act(async () => {
      regionLive();
      await takenOver;
    });
    expect(screen.getByRole('button', { name: 'Pressed 2' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-interactive', 'true');
  });
});
