// Hostile bodies for POST /passcode (property-based). A guess is 1 to 8 digits sent as
// text/plain; anything else is refused with a 4xx JSON error before it is counted, so
// "nothing stored" here means: a malformed body is not a guess, it leaves no row in
// passcode_attempts and uses up none of the client's guesses.
import { passcodeAnswerSchema } from 'shared-ui/schemas/unlock';
import { expectAllRefused } from '../../test/hostile/expectAllRefused';
import { hostilePasscodeRequest } from '../../test/hostile/passcodeRequests';
import { sendHostile } from '../../test/hostile/requests';
import { createTestApp, TEST_CLIENT_HEADER, TEST_SECRETS } from '../../test/testApp';

const CLIENT = { [TEST_CLIENT_HEADER]: '198.51.100.23' };

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
});
