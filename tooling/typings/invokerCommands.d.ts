// Invoker commands (a button's commandfor and command attributes: HTML's, in Chromium 135,
// Firefox 144 and Safari 26.2), which @types/react does not list yet. React passes
// lowercase attributes it does not know to the element as they are.
import 'react';

declare module 'react' {
  // A merged declaration repeats the type parameter React declares it with.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
