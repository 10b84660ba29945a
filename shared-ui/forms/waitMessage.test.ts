import { WorkerError } from 'shared-ui/api/worker';
import { sendFailureAlert, waitInWords } from 'shared-ui/forms/waitMessage';

describe('waitInWords', () => {
  it.each([
    [1, 'a few seconds'],
    [10, 'a few seconds'],
    [42, '42 seconds'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
  ])('reads %d s as %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe('sendFailureAlert', () => {
  it('asks to wait, with the phone number, when the worker answered 429', () => {
    const limited = new WorkerError(429, { error: 'Too many', retryAfterSeconds: 540 });
    expect(sendFailureAlert(limited, 'the spec message')).toBe(
      'Not sent yet: please wait 9 minutes, then send it again. What you typed is still here. If you cannot wait, call us at (608) 555-0142.',
    );
  });

  it("says the form's own message for any other failure", () => {
    expect(sendFailureAlert(new WorkerError(500, {}), 'the spec message')).toBe('the spec message');
    expect(sendFailureAlert(new TypeError('Failed to fetch'), 'the spec message')).toBe('the spec message');
  });
});
