import { discardBody } from 'site/discardBody';

function countingStream(chunks: number, chunkBytes: number) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(chunkBytes));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

const post = (body: ReadableStream<Uint8Array>) =>
  new Request('http://worker.test/', { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('discardBody', () => {
  it('reads a body to its end', async () => {
    const source = countingStream(8, 1024);
    await discardBody(post(source.stream), 64 * 1024);
    expect(source.pulled()).toBe(8);
    expect(source.cancelled()).toBe(false);
  });

  it('stops reading past its limit', async () => {
    const source = countingStream(1000, 1024);
    await discardBody(post(source.stream), 16 * 1024);
    expect(source.pulled()).toBeLessThan(20);
    expect(source.cancelled()).toBe(true);
  });

  it('leaves a body that is already being read alone', async () => {
    const request = post(countingStream(2, 10).stream);
    request.body!.getReader();
    await expect(discardBody(request, 100)).resolves.toBeUndefined();
  });
});
