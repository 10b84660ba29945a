/**
 * @jest-environment node
 */
// The remote host's endpoint for a refused form's page: JSON in, the server code's page
// body out as JSON; anything else a 4xx with a JSON error; a broken server code a 500,
// loaded again by the next request.
import { refusalEndpoint } from './refusalEndpoint';

const REQUEST = { address: '/support/newTicket', refusal: { form: 'ticket', values: { name: 'Ada' }, stamp: '1.a' } };

const post = (body: string, contentType = 'application/json') =>
  new Request('http://remote.test/ssr/refusal', { method: 'POST', headers: { 'Content-Type': contentType }, body });

const server = () => ({ renderRefusal: jest.fn(async (body: unknown) => ((body as typeof REQUEST).address === REQUEST.address ? '<form>drawn</form>' : undefined)) });

it('answers the page body as JSON, kept by no one, loading the server code once', async () => {
  const code = server();
  const load = jest.fn(async () => code);
  const answer = refusalEndpoint({ load });
  for (let i = 0; i < 2; i++) {
    const response = await answer(post(JSON.stringify(REQUEST)));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ html: '<form>drawn</form>' });
  }
  expect(load).toHaveBeenCalledTimes(1);
  expect(code.renderRefusal).toHaveBeenCalledWith(REQUEST, undefined);
});

it.each([
  ['not JSON', post('name=Ada', 'application/x-www-form-urlencoded'), 415],
  ['malformed JSON', post('{"address":'), 400],
  ['not a refusal', post(JSON.stringify({ address: '/elsewhere' })), 400],
  ['too large', post(JSON.stringify({ ...REQUEST, pad: 'x'.repeat(300 * 1024) })), 413],
])('refuses %s with a JSON error', async (_, request, status) => {
  const response = await refusalEndpoint({ load: async () => server() })(request);
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: expect.any(String) });
});

it('answers 500 when the server code cannot load or draw, and loads it again next time', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const load = jest.fn().mockRejectedValueOnce(new Error('missing')).mockResolvedValue({ renderRefusal: async () => Promise.reject(new Error('threw')) });
  const answer = refusalEndpoint({ load });
  expect((await answer(post(JSON.stringify(REQUEST)))).status).toBe(500);
  const second = await answer(post(JSON.stringify(REQUEST)));
  expect([second.status, await second.json()]).toEqual([500, { error: 'The page could not be drawn' }]);
  expect(load).toHaveBeenCalledTimes(2);
});
