import { fakeWorker, json } from 'site-testing/fakeWorker';
import { settleSale } from './settleSale';

const REQUEST = {
  record: ['ID-1', '7', '7', '103.00', 'APPROVED', '12 Lake Street', '2026-05-01T12:00:00Z'] as [string, string, string, string, string, string, string],
  invoice: 'INV-0123456789',
};

describe('settleSale', () => {
  it.each([
    [{ result: true, details: 'transaction approved' }, { state: 'success' }],
    [{ result: false, details: 'transaction declined' }, { state: 'error', label: 'unauth' }],
    [{ result: false, details: 'server error' }, { state: 'error', label: 'fraud' }],
    [{ result: false, details: 'something else' }, { state: 'error', label: 'failed' }],
  ])('reads %j as %j', async (answer, outcome) => {
    fakeWorker({ 'POST /purchase': () => json(answer) });
    expect(await settleSale(REQUEST)).toEqual(outcome);
  });

  it('carries the error of a failed call', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch');
    fakeWorker({ 'POST /purchase': () => Promise.reject(failure) });
    expect(await settleSale(REQUEST)).toEqual({ state: 'error', label: 'network', error: failure });
  });
});
