import { isQuoteOrCall, QUOTE_ACTIONS } from 'shared-ui/kit/ButtonRule';

describe('what may be the amber button (#43)', () => {
  it('is the quote, by any of its names, and the call', () => {
    expect(QUOTE_ACTIONS[0]).toBe('Get a quote');
    for (const name of [...QUOTE_ACTIONS, 'Call (608) 555-0142', 'Call']) expect(isQuoteOrCall(name)).toBe(true);
  });

  it('is nothing else', () => {
    for (const name of ['See home theaters we built', 'We are hiring', 'Apply Now', 'Callback', 'Get a quote now', 'Submit']) expect(isQuoteOrCall(name)).toBe(false);
  });
});
