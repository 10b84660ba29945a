import { WorkerError } from 'shared-ui/api/worker';
import { passkeyProblem } from './passkeyProblems';

const named = (name: string) => Object.assign(new Error('passkey'), { name });

describe('passkeyProblem', () => {
  it.each([
    [named('NotAllowedError'), 'cancelled'],
    [named('AbortError'), 'cancelled'],
    [new WorkerError(429, { error: 'Too many attempts' }), 'too-many'],
    [new WorkerError(410, { error: 'The invitation has expired' }), 'refused'],
    [new WorkerError(401, { error: 'Not accepted' }), 'refused'],
    [new WorkerError(500, { error: 'Internal error' }), 'unreachable'],
    [new TypeError('fetch failed'), 'unreachable'],
  ])('reads %s as %s', (error, problem) => {
    expect(passkeyProblem(error)).toBe(problem);
  });
});
