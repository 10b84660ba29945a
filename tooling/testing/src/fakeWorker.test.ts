import { ENDPOINTS } from 'contract/endpoints';
import { EMAIL_CONFIG, fakeWorker, json, unchecked, WORKER } from './fakeWorker';

const post = (path: string, body: unknown) =>
  fetch(`${WORKER}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the fake worker', () => {
  it('answers the configuration and journals by the contract, recording each request', async () => {
    const worker = fakeWorker({}, { caseId: 'LN-7K2M9Q4R8T' });
    expect(await (await fetch(`${WORKER}${ENDPOINTS.emailConfig}`)).json()).toEqual(EMAIL_CONFIG);
    const receipt = await post('/submissions/lan', { firstName: 'Sam' });
    expect(receipt.status).toBe(201);
    expect(await receipt.json()).toMatchObject({ caseId: 'LN-7K2M9Q4R8T' });
    expect(worker.journaled()).toEqual([{ firstName: 'Sam' }]);
    expect(worker.requests.map((request) => request.pattern)).toEqual([ENDPOINTS.emailConfig, ENDPOINTS.submission]);
  });

  it('refuses to give an answer the real worker cannot send', async () => {
    fakeWorker({ [`POST ${ENDPOINTS.submission}`]: () => json({ case: 'LN-1' }, 201) });
    await expect(post('/submissions/lan', {})).rejects.toThrow(/not what the worker can send/);
  });

  it('passes a malformed answer on when a test asks for one', async () => {
    fakeWorker({ [`POST ${ENDPOINTS.passcode}`]: () => unchecked(true) });
    expect(await (await post(ENDPOINTS.passcode, '1234')).json()).toBe(true);
  });

  it('refuses a delivery report the worker would reject', async () => {
    fakeWorker();
    await expect(post('/submissions/lan/LN-1/delivery', { delivered: 'yes' })).rejects.toThrow();
  });

  it('answers 404 to a path the worker does not have', async () => {
    fakeWorker();
    expect((await fetch(`${WORKER}/nope`)).status).toBe(404);
  });
});
