// Every endpoint of the worker, once: the worker mounts its routes on these patterns
// and the browser fills them in with pathTo, so renaming a path or one of its
// parameters fails the type check on both sides.
export const ENDPOINTS = {
  health: '/health',
  emailConfig: '/config/email',
  paymentConfig: '/config/payments',
  captchaConfig: '/config/captcha',
  /** Journals a form submission (body: the form's schema in contract/schemas/forms). */
  submission: '/submissions/:form',
  /** Reports whether a journaled submission's email went (Authorization: Bearer <deliveryToken>). */
  delivery: '/submissions/:form/:caseId/delivery',
  /**
   * A public form posted without scripts, sent on by the composer (Authorization: Bearer
   * <COMPOSER_SECRET>, the visitor's address in X-Visitor-Address); the worker journals it
   * and sends its emails itself.
   */
  nativeSubmission: '/native-submissions/:form',
  /** The staff keypad's guess, as text/plain. */
  passcode: '/passcode',
  /** Hub content: each needs `Authorization: Bearer <unlock token>`. */
  hubTopics: '/hub/topics',
  hubTopic: '/hub/topics/:slug',
  hubImage: '/hub/images/:id',
  orders: '/orders',
  purchase: '/purchase',
  /** A batch of the browser's field reports (contract/schemas/fieldReports), sent with a keepalive fetch as text/plain; answers 204. */
  fieldReports: '/field-reports',
  /** How one remote's version did for visitors over a period (?remote&version&since&until): counts only, read by the canary judge. */
  fieldHealth: '/field-health',
  /** The office (contract/schemas/office): each needs an office session but the enrolment and sign-in ones. */
  officeSession: '/office/session',
  officeEnrolmentOptions: '/office/enrolment/options',
  officeEnrolment: '/office/enrolment',
  officeSignInOptions: '/office/sign-in/options',
  officeSignIn: '/office/sign-in',
  officeSignOut: '/office/sign-out',
  officeFollowUps: '/office/follow-ups',
  officeFollowUp: '/office/follow-ups/:form/:caseId',
  officeFollowUpHandled: '/office/follow-ups/:form/:caseId/handled',
  officePayments: '/office/payments',
  officePaymentReceipt: '/office/payments/:transactionId/receipt',
  officePaymentExport: '/office/payments.csv',
  officeHealth: '/office/health',
  /** Booking a consultation (#46, contract/schemas/booking): the free times (?kind&zip&from&days) and the booking itself. */
  bookingSlots: '/booking/slots',
  booking: '/booking',
  /** What a signed move or cancel link (?token) may do, and doing it (body: the token). */
  bookingManage: '/booking/manage',
  bookingMove: '/booking/move',
  bookingCancel: '/booking/cancel',
  /** The office's booking (contract/schemas/bookingOffice): settings (GET, POST replaces), days off (GET, POST adds), slots, visits. */
  officeBookingSettings: '/office/booking/settings',
  officeBookingDaysOff: '/office/booking/days-off',
  officeBookingDayOffRemoval: '/office/booking/days-off/:date/remove',
  officeBookingSlots: '/office/booking/slots',
  officeBookings: '/office/bookings',
  officeBookingMove: '/office/bookings/:bookingId/move',
  officeBookingCancel: '/office/bookings/:bookingId/cancel',
} as const;

export type WorkerPath = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];

/** The `:name` parameters of a path pattern. */
export type PathParam<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParam<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path pattern with each `:name` replaced by its value, URL-encoded. */
export function pathTo<P extends WorkerPath>(pattern: P, params: Record<PathParam<P>, string>): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${pattern} needs :${name}`);
    return encodeURIComponent(value);
  });
}
