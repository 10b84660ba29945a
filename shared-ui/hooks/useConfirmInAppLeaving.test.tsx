import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { useConfirmInAppLeaving } from 'shared-ui/hooks/useConfirmInAppLeaving';

const MESSAGE = 'Leave the form?';

function Form({ dirty }: { dirty: boolean }) {
  useConfirmInAppLeaving(dirty, MESSAGE);
  return <h1>Form</h1>;
}

/** A site with a nav bar, as the shell renders it: a BrowserRouter, so Back and Forward are real. */
function Site({ dirty, onServices }: { dirty: boolean; onServices?: () => void }) {
  return (
    <BrowserRouter>
      <nav>
        <Link to="/form">Open the form</Link>
        <Link to="/services" onClick={onServices}>
          Services
        </Link>
        <Link to="/form#wifi">Wi-Fi part of the form</Link>
        <Link to="/services" target="_blank">
          Services in a new tab
        </Link>
        <a href="https://elsewhere.test/">Another site</a>
      </nav>
      <Routes>
        <Route path="/" element={<h1>Start</h1>} />
        <Route path="/form" element={<Form dirty={dirty} />} />
        <Route path="/services" element={<h1>Services</h1>} />
      </Routes>
    </BrowserRouter>
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });
const link = (name: string) => screen.getByRole('link', { name });

/** Opens the site at / and follows the link to the form, so Back has somewhere to go. */
async function openForm(dirty = true, onServices?: () => void) {
  window.history.replaceState(null, '', '/');
  const view = render(<Site dirty={dirty} onServices={onServices} />);
  await userEvent.click(link('Open the form'));
  expect(heading()).toHaveTextContent('Form');
  return view;
}

let confirm: jest.SpyInstance<boolean, [string?]>;
// Whether each click reached the window still free to navigate; jsdom cannot load
// another document, so the click is stopped there.
let followed: boolean[];
const stopDocumentLoads = (event: MouseEvent) => {
  followed.push(!event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  followed = [];
  window.addEventListener('click', stopDocumentLoads);
});
afterEach(() => window.removeEventListener('click', stopDocumentLoads));

describe('useConfirmInAppLeaving, on a link', () => {
  it('asks before another page and, when the visitor refuses, stays as if nothing was clicked', async () => {
    const onServices = jest.fn();
    await openForm(true, onServices);
    await userEvent.click(link('Services'));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(heading()).toHaveTextContent('Form');
    expect(window.location.pathname).toBe('/form');
    expect(followed.at(-1)).toBe(false);
    expect(onServices).not.toHaveBeenCalled();
  });

  it('goes when the visitor accepts', async () => {
    await openForm();
    confirm.mockReturnValue(true);
    await userEvent.click(link('Services'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(heading()).toHaveTextContent('Services');
  });

  it('does not ask while there is nothing to lose', async () => {
    await openForm(false);
    await userEvent.click(link('Services'));
    expect(confirm).not.toHaveBeenCalled();
    expect(heading()).toHaveTextContent('Services');
  });

  it('stops asking once the input is saved', async () => {
    const { rerender } = await openForm();
    rerender(<Site dirty={false} />);
    await userEvent.click(link('Services'));
    expect(confirm).not.toHaveBeenCalled();
    expect(heading()).toHaveTextContent('Services');
  });

  it.each([
    ['Control', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('does not ask for a click with %s, which opens another tab or window', async (_name, init) => {
    await openForm();
    fireEvent.click(link('Services'), init);
    expect(confirm).not.toHaveBeenCalled();
    expect(followed.at(-1)).toBe(true);
    expect(heading()).toHaveTextContent('Form');
  });

  it.each(['Wi-Fi part of the form', 'Services in a new tab', 'Another site'])(
    'does not ask for a link to the same page, a new tab or another site (%s)',
    async (name) => {
      await openForm();
      fireEvent.click(link(name));
      expect(confirm).not.toHaveBeenCalled();
      expect(heading()).toHaveTextContent('Form');
    },
  );
});

// jsdom has no Navigation API: a stand-in `window.navigation` receives the `navigate`
// events a browser sends before Back or Forward moves (e2e covers the real one).
describe('useConfirmInAppLeaving, on Back and Forward', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'navigation', { value: new EventTarget(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'navigation');
  });

  /** Announces a move through the history; true when the page cancelled it. */
  const move = (url: string, { navigationType = 'traverse', cancelable = true } = {}) => {
    const event = Object.assign(new Event('navigate', { cancelable }), { navigationType, destination: { url } });
    window.navigation.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before Back leaves the page, and cancels it when the visitor refuses', async () => {
    await openForm();
    expect(move('http://localhost/')).toBe(true);
    expect(confirm).toHaveBeenCalledWith(MESSAGE);

    confirm.mockReturnValue(true);
    expect(move('http://localhost/services')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('does not ask while there is nothing to lose, nor once the input is saved', async () => {
    const { rerender } = await openForm(false);
    expect(move('http://localhost/')).toBe(false);
    rerender(<Site dirty />);
    rerender(<Site dirty={false} />);
    expect(move('http://localhost/')).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not ask for a move within the page, one it could not cancel, or one that is not Back or Forward', async () => {
    await openForm();
    expect(move('http://localhost/form#wifi')).toBe(false);
    expect(move('http://localhost/', { cancelable: false })).toBe(false);
    expect(move('http://localhost/confirmation', { navigationType: 'push' })).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });
});
