// What the side panel beside the open positions and each posting tells an applicant.

/** What happens once an application is sent (the spec's /confirmation says someone will be in touch). */
export const AFTER_APPLYING = [
  'We read every application and reply by phone or email.',
  'If your experience fits, we invite you in to meet the team.',
  'Questions about the job before you apply? Call us.',
];
