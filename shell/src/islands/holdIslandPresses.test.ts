// The inline holder of presses on an island's controls that need its code (#42 item 3):
// what it takes, what it never takes, and its own safety net.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent } from '@testing-library/react';
import { NEEDS_SCRIPTS_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import { STATIC_PAGE_SCRIPT } from '../server/staticTemplate';
import { actOn } from './islandPresses';

const LET_GO_MS = 8_000;

beforeAll(() => {
  jest.useFakeTimers();
  new Function(readFileSync(path.join(__dirname, 'holdIslandPresses.js'), 'utf8'))(); // once, as from the page's <head>
});
afterAll(() => jest.useRealTimers());

/** An island as the server drew it, beside a part of the page that is none. */
function serverDrawn() {
  document.body.innerHTML = `
    <div data-island="captions" data-island-load="visible" data-island-holds="ArrowLeft ArrowRight">
      <button type="button">Next caption</button>
      <a href="#photo-2">Next</a>
      <details><summary>More</summary></details>
      <form><input aria-label="Name"><button>Send</button></form>
      <div tabindex="0" aria-label="Photos"></div>
    </div>
    <button type="button">Outside</button>`;
  const island = document.querySelector<HTMLElement>('[data-island]')!;
  island.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault()); // jsdom does not navigate
  const held: Event[] = [];
  island.addEventListener('island-held', (event) => held.push(event));
  return { island, held, byText: (text: string) => [...document.querySelectorAll<HTMLElement>('button, a, summary')].find((element) => element.textContent === text)! };
}

/** Pay Online's amount as the server drew it: a form only the island's code can send. */
function scriptsOnlyForm() {
  document.documentElement.removeAttribute('data-scripts');
  document.body.innerHTML = `
    <div data-island="payment-wizard" data-island-load="now">
      <form method="post" ${NEEDS_SCRIPTS_ATTRIBUTE}><input aria-label="Amount"><button>Next</button></form>
    </div>`;
  const island = document.querySelector<HTMLElement>('[data-island]')!;
  const form = island.querySelector('form')!;
  const next = island.querySelector('button')!;
  const sent: (Element | null)[] = [];
  // jsdom does not navigate: what reaches the form after the holder is what the browser would post.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(event.submitter);
  });
  return { island, form, next, sent };
}

const pressed = (element: Element) => !fireEvent.click(element); // fireEvent returns false when the default was prevented

describe("the islands' press holder", () => {
  it("takes a press on an island's button that has no job in HTML, shows it, asks for the code once, and hands the presses over in order", () => {
    const { island, held, byText } = serverDrawn();
    expect(pressed(byText('Next caption'))).toBe(true);
    expect(fireEvent.keyDown(island.querySelector('[aria-label="Photos"]')!, { key: 'ArrowRight' })).toBe(false);
    expect(island).toHaveAttribute('aria-busy', 'true');
    expect(held).toHaveLength(1);
    expect(window.__islandPresses!.isHeld(island)).toBe(true);

    const presses = window.__islandPresses!.settle(island);
    expect(presses.map(({ event }) => event.type)).toEqual(['click', 'keydown']);
    expect(presses[0]!.target).toBe(byText('Next caption'));
    expect(island).not.toHaveAttribute('aria-busy');
    // Live: presses reach the island's code from now on.
    expect(pressed(byText('Next caption'))).toBe(false);
  });

  it('never takes what HTML does, a key it does not hold, or a press outside an island', () => {
    const { island, held, byText } = serverDrawn();
    expect(pressed(byText('Next'))).toBe(false);
    expect(pressed(byText('More'))).toBe(false);
    expect(pressed(byText('Send'))).toBe(false);
    expect(pressed(byText('Outside'))).toBe(false);
    expect(fireEvent.keyDown(island.querySelector('[aria-label="Photos"]')!, { key: 'PageDown' })).toBe(true);
    expect(fireEvent.keyDown(island.querySelector('input')!, { key: 'ArrowRight' })).toBe(true);
    expect(held).toEqual([]);
    expect(island).not.toHaveAttribute('aria-busy');
  });

  it('lets go LET_GO_MS after its first press when the code never comes, and holds nothing more', () => {
    const { island, byText } = serverDrawn();
    expect(pressed(byText('Next caption'))).toBe(true);
    jest.advanceTimersByTime(LET_GO_MS - 1);
    expect(island).toHaveAttribute('aria-busy', 'true');
    jest.advanceTimersByTime(1);
    expect(island).not.toHaveAttribute('aria-busy');
    expect(window.__islandPresses!.isHeld(island)).toBe(false);
    expect(pressed(byText('Next caption'))).toBe(false);
    // What it had taken is gone: the code, if it comes late, acts on none of it.
    expect(window.__islandPresses!.settle(island)).toEqual([]);
  });
});

describe("the islands' press holder, on an island whose code is asked for at once", () => {
  it('lets it go LET_GO_MS after the ask when the code never comes, pressed or not: the page says scripts are needed', () => {
    const { island } = scriptsOnlyForm();
    window.__islandPresses!.awaitCode(island);
    expect(island).not.toHaveAttribute('aria-busy');
    expect(window.__islandPresses!.isHeld(island)).toBe(false);
    jest.advanceTimersByTime(LET_GO_MS - 1);
    expect(document.documentElement).not.toHaveAttribute('data-scripts');
    jest.advanceTimersByTime(1);
    expect(document.documentElement).toHaveAttribute('data-scripts', 'failed');
    expect(island).toHaveAttribute('data-island-settled');
  });

  it('takes a press meanwhile as ever, shows it, and counts the time from the ask, not from the press', () => {
    const { island, next, sent } = scriptsOnlyForm();
    window.__islandPresses!.awaitCode(island);
    jest.advanceTimersByTime(LET_GO_MS - 10);
    fireEvent.click(next);
    expect(island).toHaveAttribute('aria-busy', 'true');
    expect(window.__islandPresses!.isHeld(island)).toBe(true);
    jest.advanceTimersByTime(10);
    expect(sent).toEqual([next]);
    expect(document.documentElement).toHaveAttribute('data-scripts', 'failed');
  });

  it('waits on nothing once the code is live', () => {
    const { island } = scriptsOnlyForm();
    window.__islandPresses!.awaitCode(island);
    expect(window.__islandPresses!.settle(island)).toEqual([]);
    window.__islandPresses!.awaitCode(island);
    jest.advanceTimersByTime(LET_GO_MS);
    expect(document.documentElement).not.toHaveAttribute('data-scripts');
  });
});

describe("the islands' press holder, on a form only scripts can send", () => {
  it('takes its sending, by its button or by Enter, shows it, and hands the form over to be sent again once the code is live', async () => {
    const { island, form, next, sent } = scriptsOnlyForm();
    fireEvent.click(next);
    expect(fireEvent.submit(form)).toBe(false);
    expect(sent).toEqual([]);
    expect(island).toHaveAttribute('aria-busy', 'true');

    const presses = window.__islandPresses!.settle(island);
    expect(presses.map(({ target, submitter }) => [target, submitter])).toEqual([
      [form, next],
      [form, null],
    ]);
    const acted = actOn(presses);
    await jest.runAllTimersAsync();
    await acted;
    expect(sent).toEqual([next, null]);
    expect(document.documentElement).not.toHaveAttribute('data-scripts');
  });

  it('when the code never comes, lets go after LET_GO_MS: the page says scripts are needed, and the browser sends the form once', () => {
    const { island, next, sent } = scriptsOnlyForm();
    fireEvent.click(next);
    jest.advanceTimersByTime(LET_GO_MS - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(document.documentElement).toHaveAttribute('data-scripts', 'failed');
    expect(island).not.toHaveAttribute('aria-busy');
    expect(sent).toEqual([next]);
    // Nothing is taken from now on.
    fireEvent.click(next);
    expect(sent).toEqual([next, next]);
  });

  it('when the code fails, lets go at once', () => {
    const { island, next, sent } = scriptsOnlyForm();
    fireEvent.click(next);
    expect(sent).toEqual([]);
    window.__islandPresses!.letGo(island);
    expect(document.documentElement).toHaveAttribute('data-scripts', 'failed');
    expect(sent).toEqual([next]);
  });

  it('never takes a form the server answers', () => {
    const { island, form, sent } = scriptsOnlyForm();
    form.removeAttribute(NEEDS_SCRIPTS_ATTRIBUTE);
    fireEvent.click(island.querySelector('button')!);
    expect(sent).toHaveLength(1);
    expect(island).not.toHaveAttribute('aria-busy');
  });

  // Last: from here on, this page holds nothing.
  it("when the page's own script fails to load, lets every island go at once and holds nothing more", () => {
    const { next, sent } = scriptsOnlyForm();
    fireEvent.click(next);
    expect(sent).toEqual([]);
    const script = document.createElement('script');
    script.src = STATIC_PAGE_SCRIPT;
    document.head.append(script);
    fireEvent.error(script);
    expect(document.documentElement).toHaveAttribute('data-scripts', 'failed');
    expect(sent).toEqual([next]);
    fireEvent.click(next);
    expect(sent).toEqual([next, next]);
  });
});

describe("the islands' press holder, on input typed into a form before its island is live", () => {
  /** A form island as the server drew it, its fields as drawn. */
  function formIsland() {
    document.body.innerHTML = `
      <div data-island="lan-form" data-island-load="now" data-island-state="loading">
        <form method="post">
          <input type="hidden" name="_opened" value="stamp">
          <input aria-label="First name" name="firstName" value="">
          <input type="checkbox" aria-label="Guest network" name="guestCheck">
          <select aria-label="Interest" name="interest"><option value="">Choose</option><option value="theater">Theater</option></select>
          <textarea aria-label="Notes" name="notes"></textarea>
          <button>Submit</button>
        </form>
      </div>`;
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    const field = (label: string) => island.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    return { island, field, form: island.querySelector('form')! };
  }

  /** Whether leaving now asks first (the browser's prompt). */
  const asksOnLeaving = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks on leaving once a field differs from what the server drew, whichever kind it is', () => {
    const { field } = formIsland();
    expect(asksOnLeaving()).toBe(false);
    for (const [label, change, undo] of [
      ['First name', (input: HTMLInputElement) => (input.value = 'Sam'), (input: HTMLInputElement) => (input.value = '')],
      ['Guest network', (input: HTMLInputElement) => (input.checked = true), (input: HTMLInputElement) => (input.checked = false)],
      ['Interest', (select: HTMLInputElement) => (select.value = 'theater'), (select: HTMLInputElement) => (select.value = '')],
      ['Notes', (notes: HTMLInputElement) => (notes.value = 'Basement'), (notes: HTMLInputElement) => (notes.value = '')],
    ] as const) {
      change(field(label));
      expect([label, asksOnLeaving()]).toEqual([label, true]);
      undo(field(label));
      expect([label, asksOnLeaving()]).toEqual([label, false]);
    }
  });

  it("leaves a live island's other forms to it, and keeps asking for a form the server answers until the page is left on purpose", () => {
    const { island, field, form } = formIsland();
    field('First name').value = 'Sam';
    island.setAttribute('data-island-state', 'hydrated');
    expect(asksOnLeaving()).toBe(false);

    // A form the server answers (the long forms): its island's own guard comes after its next render.
    form.insertAdjacentHTML('afterbegin', '<input type="hidden" name="_form" value="lan">');
    expect(asksOnLeaving()).toBe(true);
    document.documentElement.setAttribute('data-leaving', 'on-purpose'); // a yes to the island's question, or its move on after a send
    expect(asksOnLeaving()).toBe(false);
    document.documentElement.removeAttribute('data-leaving');
  });

  it('still asks when the island failed: the form is what the visitor has', () => {
    const { island, field } = formIsland();
    field('First name').value = 'Sam';
    island.setAttribute('data-island-state', 'failed');
    expect(asksOnLeaving()).toBe(true);
  });

  it('does not ask when a script sends the form (it prevents the browser sending it)', () => {
    const { form, field } = formIsland();
    field('First name').value = 'Sam';
    form.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(form);
    expect(asksOnLeaving()).toBe(true);
  });

  // Last: the page is being left from here on.
  it('does not ask when the browser sends the form', () => {
    const { form, field } = formIsland();
    field('First name').value = 'Sam';
    fireEvent.submit(form);
    expect(asksOnLeaving()).toBe(false);
  });
});
