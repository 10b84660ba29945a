// A fetch that answers from a table of addresses, as a static host would: a string as it
// is, anything else as JSON, an Error thrown as a network failure, a missing address 404.
// The table may change between calls (a release); `requests` lists what was asked for.
export function filesFetch(files: Record<string, unknown>) {
  const requests: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    const file = files[url];
    if (file instanceof Error) throw file;
    if (file === undefined) return new Response('Not Found', { status: 404 });
    return new Response(typeof file === 'string' ? file : JSON.stringify(file));
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}
