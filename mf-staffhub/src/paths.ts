// Every page of the staff hub remote, declared once: its routes, its links and its
// tests read these, and the shell's route table is checked against them.
export const PATHS = {
  keypad: '/verify/trust',
  trustNav: '/verify/trust/nav',
  hub: '/kh',
  suggestion: '/kh/suggestion',
  topic: '/kh/:slug',
} as const;
