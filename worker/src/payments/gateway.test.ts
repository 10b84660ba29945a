import { searchInvoiceTransactions } from './gateway';

const GATEWAY = { origin: 'https://gateway.example', apiKey: 'key-1' };
const SALE = { id: '7', type: 'SALE', amount: '103.00', result: 'APPROVED', invoice: 'INV-0123456789' };

const answering = (status: number, body?: unknown) => {
  const calls: { url: string; apiKey: string | null }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), apiKey: new Headers(init?.headers).get('api-key') });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetchFn, calls };
};

describe('searchInvoiceTransactions', () => {
  it("asks for the invoice's approved transactions with the api key", async () => {
    const { fetchFn, calls } = answering(204);
    await searchInvoiceTransactions(fetchFn, GATEWAY, 'INV-0123456789');
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('https://gateway.example/rest/v2/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ invoice: 'INV-0123456789', status: 'APPROVED', 'page-size': '50' });
    expect(calls[0]!.apiKey).toBe('key-1');
  });

  it.each([
    ['a wrapped list', { transactions: { transaction: [SALE, { ...SALE, id: '8' }] } }, ['7', '8']],
    ['a wrapped single transaction', { transactions: { transaction: SALE } }, ['7']],
    ['an empty wrapper', { transactions: {} }, []],
    ['a bare list', { transactions: [SALE] }, ['7']],
    ['one transaction', { transaction: SALE }, ['7']],
  ])('reads %s', async (_name, payload, ids) => {
    const { fetchFn } = answering(200, { 'exchange-id': 'ID-9', payload });
    const search = await searchInvoiceTransactions(fetchFn, GATEWAY, 'INV-0123456789');
    expect(search).toEqual({ status: 'found', exchangeId: 'ID-9', transactions: ids.map((id) => expect.objectContaining({ id })) });
  });

  it.each([204, 404])('reads %s as no transactions', async (status) => {
    const { fetchFn } = answering(status);
    expect(await searchInvoiceTransactions(fetchFn, GATEWAY, 'INV-0123456789')).toEqual({ status: 'found', transactions: [], exchangeId: '' });
  });

  it.each([
    ['an error status', answering(500, { code: '500' }).fetchFn],
    ['a wrong key', answering(401, { code: '401' }).fetchFn],
    ['a payload of another shape', answering(200, { payload: { payloadType: 'error', error: {} } }).fetchFn],
    ['a transaction without its amount', answering(200, { payload: { transaction: { ...SALE, amount: undefined } } }).fetchFn],
    ['no answer', (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch],
  ])('reads %s as unavailable, never as no payment', async (_name, fetchFn) => {
    expect(await searchInvoiceTransactions(fetchFn, GATEWAY, 'INV-0123456789')).toEqual({ status: 'unavailable' });
  });
});
