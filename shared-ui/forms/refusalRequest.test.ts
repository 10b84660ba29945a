// What a remote's server code takes as a refused form's request, and what it refuses.
import { readRefusalRequest } from 'shared-ui/forms/refusalRequest';

const REQUEST = {
  address: '/support/newTicket',
  refusal: { form: 'ticket', values: { name: 'Ada', commercialCustomer: 'on' }, issues: [{ path: 'email', message: 'Please enter a valid email address' }], stamp: '1.a' },
};

it('reads a refused form with its values, issues and stamp, or one with an alert', () => {
  expect(readRefusalRequest(REQUEST)).toEqual(REQUEST);
  const waiting = { address: '/apply/positions/1', refusal: { form: 'application', values: {}, alert: 'Not sent yet: please wait.', stamp: '1.a' } };
  expect(readRefusalRequest(waiting)).toEqual(waiting);
});

it.each([
  ['another form', { ...REQUEST, refusal: { ...REQUEST.refusal, form: 'suggestion' } }],
  ['an address off the site', { ...REQUEST, address: '//evil.example/x' }],
  ['an address that is not a path', { ...REQUEST, address: 'https://evil.example/' }],
  ['a value that is not text', { ...REQUEST, refusal: { ...REQUEST.refusal, values: { name: 1 } } }],
  ['a value past any field', { ...REQUEST, refusal: { ...REQUEST.refusal, values: { name: 'x'.repeat(20_001) } } }],
  ['no stamp', { ...REQUEST, refusal: { form: 'ticket', values: {} } }],
  ['anything more', { ...REQUEST, extra: true }],
  ['nothing', null],
])('refuses %s', (_, body) => {
  expect(readRefusalRequest(body)).toBeUndefined();
});
