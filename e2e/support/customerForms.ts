// The support ticket and the sales lead side by side, for tests that check both the
// same way: where each form is, its name, its submit button and the spec's text for
// a failed send.
export interface CustomerForm {
  /** The journal's name for the form. */
  form: 'ticket' | 'lead';
  path: string;
  /** The form's accessible name. */
  name: string;
  submit: string;
  failure: string;
}

export const TICKET_FORM: CustomerForm = {
  form: 'ticket',
  path: '/support/newTicket',
  name: 'Support ticket',
  submit: 'Submit ticket',
  failure: 'we are encountering issues. please try again.',
};

export const LEAD_FORM: CustomerForm = {
  form: 'lead',
  path: '/opportunity',
  name: 'Quote request',
  submit: 'Get a quote',
  failure: 'We are experiencing issues at this time. Please try submitting your form again.',
};

export const CUSTOMER_FORMS = [TICKET_FORM, LEAD_FORM] as const;
