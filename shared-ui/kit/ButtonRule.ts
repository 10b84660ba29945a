// The one rule for actions (#43, docs/design.md, "One rule for actions"): the amber filled
// button (`accent`) is the quote and the call, nothing else. No imports, so the e2e's
// actions-rule spec reads this same list.

/**
 * The quote: "Get a quote" and the buttons that open the quote form with what the visitor
 * came for (/opportunity?interest=...): the services' buttons, each in the words of its
 * section, and a gallery project's "Plan a room like this".
 */
export const QUOTE_ACTIONS: readonly string[] = [
  'Get a quote',
  'Plan your theater',
  'Talk to a designer',
  'Start an automation project',
  'Plan your lighting',
  'Plan your network',
  'Plan your venue',
  'Equip a meeting room',
  'Talk to our team',
  'Discuss your property',
  'Plan your store',
  'Ask about your room',
  'Request an assessment',
  'Plan a room like this',
];

/** The call: "Call (608) 555-0142", or "Call" alone where the number is beside it. */
export const CALL_ACTION = /^Call\b/;

/** Whether an action of this name may be the amber filled button. */
export const isQuoteOrCall = (name: string) => QUOTE_ACTIONS.includes(name.trim()) || CALL_ACTION.test(name.trim());
