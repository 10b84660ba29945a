// Hostile bodies for POST /passcode (property-based). A guess is 1 to 8 digits sent as
// text/plain; anything else is refused with a 4xx JSON error before it is counted, so
// "nothing stored" here means: a malformed body is not a guess, it leaves no row in
// rate_limits and uses up none of the client's guesses. A guess from any origin but the
// site's is refused with 403 before it is read, and is not counted either.
import fc from 'fast-check';
import { passcodeAnswerSchema } from 'contract/schemas/unlock';
import { expectAllRefused } from '../../test/hostile/expectAllRefused';
import { hostilePasscodeRequest } from '../../test/hostile/passcodeRequests';
import { sendHostile } from '../../test/hostile/requests';
import { createTestApp, SITE_ORIGIN, TEST_CLIENT_HEADER, TEST_SECRETS } from '../../test/testApp';

const CLIENT = { [TEST_CLIENT_HEADER]: '198.51.100.23', Origin: SITE_ORIGIN };

// A thousand requests take a second or two each here; a slower machine gets room.
jest.setTimeout(60_000);

describe('POST /passcode under hostile bodies', () => {
  it('refuses every malformed guess with a 4xx JSON error and counts none of them', async () => {
    const { app, db } = await createTestApp();

    await expectAllRefused({ db, requests: hostilePasscodeRequest, send: (request) => sendHostile(app, '/passcode', request, CLIENT) });

    // Had any been counted, the client would be locked out long before now.
    const response = await sendHostile(app, '/passcode', { kind: 'the passcode', contentType: 'text/plain', body: TEST_SECRETS.PASSCODE }, CLIENT);
    expect(response.status).toBe(200);
    expect(passcodeAnswerSchema.parse(await response.json())).toMatchObject({ valid: true });
  });

  it('refuses a guess from any other origin, or none, with 403 and counts none of them', async () => {
    const { app, db } = await createTestApp();
    const otherOrigin = fc.oneof(
      fc.constantFrom(undefined, '', 'null', 'http://localhost:8081', 'https://localhost:8080', 'http://localhost:8080/', 'HTTP://LOCALHOST:8080'),
      fc.webUrl().map((url) => new URL(url).origin),
    );

    await expectAllRefused({
      db,
      requests: fc.tuple(otherOrigin.filter((origin) => origin !== SITE_ORIGIN), fc.constantFrom('11111111', TEST_SECRETS.PASSCODE)),
      send: ([origin, digits]) =>
        sendHostile(
          app,
          '/passcode',
          { kind: 'a cross-site guess', contentType: 'text/plain', body: digits },
          origin === undefined ? { [TEST_CLIENT_HEADER]: CLIENT[TEST_CLIENT_HEADER] } : { ...CLIENT, Origin: origin },
        ),
      runs: 300,
    });
  });
});
