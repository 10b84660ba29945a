// The keypad from the keyboard: digit keys (top row and number pad) type, Backspace
// corrects, Enter submits. Keys aimed at another control of the page (a nav link, a
// form field) are left alone; on the keypad's own buttons Enter submits rather than
// pressing the focused key (Space still presses it).
import { useEffect, type RefObject } from 'react';

interface KeypadActions {
  press: (digit: string) => void;
  backspace: () => void;
  submit: () => void;
}

/** The keys the keypad acts on, none with a job in HTML: held on a page sent without the app until its code is live. */
export const KEYPAD_KEYS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Backspace', 'Enter'] as const;

const INTERACTIVE = 'a, button, input, select, textarea, summary, [contenteditable="true"], [role="button"], [role="link"]';

function aimedElsewhere(target: EventTarget | null, keypad: HTMLElement | null): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest(INTERACTIVE);
  return control !== null && !(keypad?.contains(control) ?? false);
}

export function useKeypadKeys(keypad: RefObject<HTMLElement | null>, { press, backspace, submit }: KeypadActions) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (aimedElsewhere(event.target, keypad.current)) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        press(event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        backspace();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        void submit();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [keypad, press, backspace, submit]);
}
