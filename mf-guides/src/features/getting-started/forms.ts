// The new-home forms the Getting Started page lists (the spec has one, Network
// Personalization), each with how long it takes and what to have at hand, so an owner
// can finish it in one visit: a form left before it is sent loses what was typed.
import { PATHS } from '../../paths';

export interface NewHomeForm {
  /** What the form does, as its card's heading: not the link's words again (#43). */
  readonly heading: string;
  /** The form's name, its one link's words (the spec's). */
  readonly title: string;
  readonly to: string;
  /** What the form sets up, in a sentence. */
  readonly purpose: string;
  readonly time: string;
  readonly need: readonly string[];
}

export const NEW_HOME_FORMS: readonly NewHomeForm[] = [
  {
    heading: 'Set up your home Wi-Fi',
    title: 'Network Personalization',
    to: PATHS.lan,
    purpose: 'Choose the name and password of your home Wi-Fi, and a guest network if you want one.',
    time: 'about 5 minutes',
    need: [
      'Your name, phone number and email address',
      'The Wi-Fi name you want your devices to list (up to 50 characters)',
      'A Wi-Fi password of 8 to 32 characters, with at least one number, one capital letter and one lowercase letter',
      'For a guest network: its name and a password of its own',
    ],
  },
];

/** What happens after a form is sent, shown beside the forms. */
export const AFTER_SENDING: readonly string[] = [
  'Our team receives your choices as soon as you send the form.',
  'Our technicians set up your Wi-Fi with the name and password you chose before you move in.',
  'If anything is unclear, we call or email you to ask.',
];
