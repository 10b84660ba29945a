import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, Suspense, useState } from 'react';
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

function Page({ onSend }: { onSend: (values: { name: string; certified: boolean }) => void }) {
  return (
    <>
      <Counter />
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

afterEach(() => {
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
