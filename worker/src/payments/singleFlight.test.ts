import { singleFlight } from './singleFlight';

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
};

describe('singleFlight', () => {
  it('runs the work once for calls with the same key made while it runs, and gives each caller its answer', async () => {
    const flight = singleFlight<string>();
    const gate = deferred();
    const work = jest.fn(() => gate.promise);
    const answers = Promise.all([flight('a', work), flight('a', work), flight('a', work)]);
    gate.resolve('looked up');
    expect(await answers).toEqual(['looked up', 'looked up', 'looked up']);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work again once the first run is over, and apart for another key', async () => {
    const flight = singleFlight<string>();
    const work = jest.fn(async () => 'done');
    await flight('a', work);
    await Promise.all([flight('a', work), flight('b', work)]);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('shares a failure with every caller of that run, then forgets it', async () => {
    const flight = singleFlight<string>();
    const failing = jest.fn(() => Promise.reject(new Error('gateway down')));
    await expect(Promise.all([flight('a', failing), flight('a', failing)])).rejects.toThrow('gateway down');
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(flight('a', async () => 'recovered')).resolves.toBe('recovered');
  });
});
