// The release service under Miniflare for a test file, with a key for careers' team and
// one for payments': started before the file's tests, stopped after them.
import { startService, type ServiceUnderTest } from './serviceWorker';

type TeamKey = { id: string; token: string };

export interface TeamsService {
  service: ServiceUnderTest;
  /** Where the service answers over HTTP. */
  url: string;
  careers: TeamKey;
  payments: TeamKey;
}

/** Call at a test file's top level; the fields are set once its beforeAll has run. */
export function teamsService(): TeamsService {
  const teams = {} as TeamsService;
  beforeAll(async () => {
    teams.service = await startService();
    teams.url = (await teams.service.mf.ready).href;
    teams.careers = await teams.service.mintKey('careers-ci', ['careers']);
    teams.payments = await teams.service.mintKey('payments-ci', ['payments']);
  });
  afterAll(async () => {
    await teams.service?.stop();
  });
  return teams;
}
