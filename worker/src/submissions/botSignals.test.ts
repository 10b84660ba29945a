import { judgeBotSignals } from './botSignals';

const FIELDS = { name: 'Lee Chen', description: 'The speakers stopped.' };

describe('judgeBotSignals', () => {
  it('takes the signals out of what is journaled', () => {
    expect(judgeBotSignals({ ...FIELDS, website: '', filledInMs: 45_000 }, 3000)).toEqual({ values: FIELDS, verdict: { kind: 'person' } });
  });

  it('sends a form sent too soon back to wait for the rest of the minimum', () => {
    expect(judgeBotSignals({ ...FIELDS, website: '', filledInMs: 800 }, 3000).verdict).toEqual({ kind: 'too quick', retryAfterSeconds: 3 });
    expect(judgeBotSignals({ ...FIELDS, website: '', filledInMs: 2999 }, 3000).verdict).toEqual({ kind: 'too quick', retryAfterSeconds: 1 });
    expect(judgeBotSignals({ ...FIELDS, website: '', filledInMs: 3000 }, 3000).verdict).toEqual({ kind: 'person' });
  });

  it('marks a filled honeypot, whitespace aside, however long the form was open', () => {
    expect(judgeBotSignals({ ...FIELDS, website: 'http://spam.example', filledInMs: 9000 }, 3000).verdict).toEqual({ kind: 'honeypot' });
    expect(judgeBotSignals({ ...FIELDS, website: '   ', filledInMs: 9000 }, 3000).verdict).toEqual({ kind: 'person' });
    expect(judgeBotSignals({ ...FIELDS, website: 'x', filledInMs: 10 }, 3000).verdict).toEqual({ kind: 'honeypot' });
  });

  it('judges a form that carries no signals (a staff suggestion) a person', () => {
    expect(judgeBotSignals(FIELDS, 3000)).toEqual({ values: FIELDS, verdict: { kind: 'person' } });
  });
});
