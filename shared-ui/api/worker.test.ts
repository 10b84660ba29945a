import { ENDPOINTS } from 'contract/endpoints';
import { emailConfigSchema } from 'contract/schemas/config';
import { EMAIL_CONFIG, fakeWorker, hangs } from 'site-testing/fakeWorker';
import { WORKER_DEADLINES_MS, WorkerTimeout, workerGet, workerPost } from 'shared-ui/api/worker';

afterEach(() => jest.useRealTimers());

describe('the worker client', () => {
  it('gives up on a look-up that gets no answer after its deadline, and says so', async () => {
    jest.useFakeTimers();
    const network = fakeWorker({ [`GET ${ENDPOINTS.emailConfig}`]: hangs });
    const answer = workerGet(ENDPOINTS.emailConfig, emailConfigSchema);
    const settled = jest.fn();
    answer.catch(settled);

    await jest.advanceTimersByTimeAsync(WORKER_DEADLINES_MS.lookup - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toBeInstanceOf(WorkerTimeout);
    expect(network.requests[0]!.signal.aborted).toBe(true);
  });

  it('gives a submission its longer deadline', async () => {
    jest.useFakeTimers();
    fakeWorker({ [`POST ${ENDPOINTS.submission}`]: hangs });
    const answer = workerPost('/submissions/lan', {});
    const settled = jest.fn();
    answer.catch(settled);

    await jest.advanceTimersByTimeAsync(WORKER_DEADLINES_MS.lookup);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(WORKER_DEADLINES_MS.submission - WORKER_DEADLINES_MS.lookup);
    await expect(answer).rejects.toThrow('the worker did not answer /submissions/lan within 20000 ms');
  });

  it('leaves no timer behind once answered, and still lets the caller abort', async () => {
    jest.useFakeTimers();
    fakeWorker();
    await expect(workerGet(ENDPOINTS.emailConfig, emailConfigSchema)).resolves.toEqual(EMAIL_CONFIG);
    expect(jest.getTimerCount()).toBe(0);

    fakeWorker({ [`GET ${ENDPOINTS.emailConfig}`]: hangs });
    const controller = new AbortController();
    const answer = workerGet(ENDPOINTS.emailConfig, emailConfigSchema, { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.not.toBeInstanceOf(WorkerTimeout);
    expect(jest.getTimerCount()).toBe(0);
  });
});
