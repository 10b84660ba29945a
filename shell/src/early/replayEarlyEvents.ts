// What a visitor did before the page's scripts took over (captureEarlyEvents.js, in the
// page's <head>), done again once the page is hydrated: in order, each exactly once, and
// each after the page has answered the one before (a second Next goes to the step after
// the first's). An event aimed at a part React has not hydrated yet makes React hydrate
// that part first: it does so for discrete events, such as these. A replay that throws
// ends that one replay (the error is reported as the page's), never the rest.

export interface EarlyEvent {
  kind: 'tap' | 'submit' | 'field' | 'key';
  target: Element;
  /** A field's value as last typed or chosen. */
  value?: string;
  /** A check box's or radio button's state as last left. */
  checked?: boolean;
  key?: string;
  submitter?: Element | null;
}

export interface EarlyEvents {
  /** The page's frame takes over; the capture still lets go on its own if the rest is not live in time. */
  claim(): void;
  /** The page's code for its forms is here: their submits are held from now on (until the replay), not posted. */
  codeArrived(): void;
  /** The whole page is live: the capture no longer lets go on its own. */
  takeOver(): void;
  /** From now on only events aimed inside `selector` are held; the rest of the page hears its own. */
  holdOnly(selector: string): void;
  /** The oldest held event (of those `accept` takes, if given). */
  next(accept?: (event: EarlyEvent) => boolean): EarlyEvent | undefined;
  pass(replay: () => void): void;
  /** Sends a form as its Submit would (requestSubmit where the browser has it). */
  sendForm(form: HTMLFormElement, submitter: Element | null | undefined): void;
  stop(): void;
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Resolves once the page has drawn what the last event changed (or soon, in a hidden tab). */
const settled = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(done, 100);
  });

/**
 * Puts the typed value back as a change React reports. Hydrating a form may have reset
 * the field (react-hook-form writes its default into it), and React reports a change only
 * when the value differs from the last one it saw written through the field's own setter.
 */
function retype(field: Field, value: string) {
  // A first event makes React hydrate the field's part of the page, if it has not yet
  // (an event of its own would be lost to a part that is not hydrated).
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Puts a box's tick back as a click React reports (it hears check boxes by their clicks). */
function retick(box: HTMLInputElement, checked: boolean) {
  if (box.type === 'radio' && !checked) return; // the chosen one of its group is replayed
  box.dispatchEvent(new Event('input', { bubbles: true }));
  box.checked = !checked;
  box.click();
}

const isBox = (field: Element): field is HTMLInputElement => field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type);

/** Reported as the page's own uncaught errors are (field reports hear them), without stopping the replay. */
const report = (error: unknown) =>
  typeof window.reportError === 'function' ? window.reportError(error) : setTimeout(() => {
    throw error;
  });

/** What the browser itself presses on Enter or Space, once the page has not taken the key. */
const PRESSED_BY_KEYS = 'button, input';

/** A key the page listens for, then what the browser would do with it if the page lets it. */
function press(target: Element, key: string) {
  const down = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  const taken = !target.dispatchEvent(down);
  if (!taken && (key === 'Enter' || key === ' ') && target.matches(PRESSED_BY_KEYS)) (target as HTMLElement).click();
}

function replay(early: EarlyEvents, event: EarlyEvent) {
  const { target } = event;
  switch (event.kind) {
    case 'tap':
      (target as HTMLElement).click();
      break;
    case 'submit':
      early.sendForm(target as HTMLFormElement, event.submitter);
      break;
    case 'field':
      if (target instanceof HTMLInputElement && target.type === 'file') break; // never captured; never put back
      if (isBox(target)) retick(target, event.checked ?? false);
      else retype(target as Field, event.value ?? '');
      break;
    case 'key':
      press(target, event.key ?? '');
      break;
  }
}

let claimed: EarlyEvents | undefined;

/** The capture, taken over by the page once: from then on it never lets go on its own. */
function claimCapture(): EarlyEvents | undefined {
  const early = window.__earlyEvents;
  if (early) {
    delete window.__earlyEvents;
    early.claim();
    claimed = early;
  }
  return claimed;
}

/**
 * The owning remote's code is here and React is about to hydrate its part: a form's submit
 * is held from now on and replayed through the page once the fields are put back, rather
 * than posted while hydrating resets them.
 */
export function codeArrived(): void {
  (claimed ?? window.__earlyEvents)?.codeArrived();
}

/** Replays the held events `accept` takes, in order, each after the page answered the one before. */
async function replayHeld(early: EarlyEvents, accept?: (event: EarlyEvent) => boolean) {
  // Events that arrive while this runs (taps and keys too) are held behind the rest, so
  // order holds and none reaches the page twice.
  for (let event = early.next(accept); event; event = early.next(accept)) {
    const current = event;
    try {
      if (current.target.isConnected) early.pass(() => replay(early, current));
    } catch (error) {
      report(error);
    }
    await settled();
  }
}

/**
 * The frame is live before the remote's part of the page (`regionSelector`) is: what was
 * held outside that part is replayed now, and from then on only events aimed inside it are
 * held. A key aimed at the page itself is the remote's (the keypad hears digits there).
 */
export async function replayOutside(regionSelector: string): Promise<void> {
  const early = claimCapture();
  if (!early) return;
  const outside = (event: EarlyEvent) => event.target !== document.body && !event.target.closest(regionSelector);
  try {
    await replayHeld(early, outside);
  } catch (error) {
    report(error);
  }
  early.holdOnly(regionSelector);
}

/** Replays what was captured, then leaves the page's events to the page. Runs once per page. */
export async function replayEarlyEvents(): Promise<void> {
  const early = claimCapture();
  if (!early) return;
  claimed = undefined;
  early.takeOver();
  try {
    await replayHeld(early);
  } finally {
    early.stop();
  }
}
