// Every page of the staff hub remote, declared once: its routes, its links and its
// tests read these, and the shell's route table is checked against them.
export const PATHS = {
  keypad: '/verify/trust',
  trustNav: '/verify/trust/nav',
  hub: '/kh',
  suggestion: '/kh/suggestion',
  topic: '/kh/:slug',
  // The office (#35): named people signed in with a passkey, nothing to do with the keypad.
  office: '/office',
  officeFollowUp: '/office/follow-ups/:form/:caseId',
  officePayments: '/office/payments',
  officeHealth: '/office/health',
  // Consultations booked online (#46): the visits by day, and the rules and days off.
  officeBookings: '/office/bookings',
  officeBookingSettings: '/office/bookings/settings',
  officeSignIn: '/office/sign-in',
  officeEnrol: '/office/enrol',
} as const;

/** Not this remote's: where a customer who reached the keypad by mistake pays an invoice. */
export const PAY_ONLINE_PATH = '/verify';

/** The address of one follow-up's page. */
export const followUpPath = (form: string, caseId: string) =>
  PATHS.officeFollowUp.replace(':form', encodeURIComponent(form)).replace(':caseId', encodeURIComponent(caseId));
