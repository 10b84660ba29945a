// The hourly journeys (.github/workflows/canary-journeys.yml, #44 item 5): each remote's job
// reads its team's journeys key from the team's <remote>-journeys environment, and runs its
// journeys against a waiting canary, skipping a remote with no canary or no journeys.
// GitHub cannot run here: the file is read as GitHub reads it, and the step's own script is
// run against the release service under Miniflare, as the runner would run it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from 'site/remotes';
import { buildOf, json, liveOf, releaseBuild, uploadAndStage } from './releases';
import { teamsService } from './teamsService';
import { readWorkflow, runScript, type Step } from './workflowFiles';

jest.setTimeout(60_000);

interface Workflow {
  on: { schedule?: Array<{ cron: string }>; workflow_dispatch?: unknown; push?: unknown };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { environment?: string; strategy?: { 'fail-fast'?: boolean; matrix: { remote: string[] } }; steps: Step[] }>;
}

const workflow = readWorkflow<Workflow>('canary-journeys.yml');
const job = workflow.jobs.journeys!;
const journeys = job.steps.find(({ id }) => id === 'journeys')!;

it('runs every hour, one round at a time, for every remote, each in its own journeys environment', () => {
  expect(workflow.on.schedule).toEqual([{ cron: '17 * * * *' }]);
  expect(workflow.on.push).toBeUndefined();
  expect(workflow.concurrency).toEqual({ group: 'canary-journeys', 'cancel-in-progress': false });
  expect([...(job.strategy?.matrix.remote ?? [])].sort()).toEqual([...REMOTES].sort());
  expect(job.strategy?.['fail-fast']).toBe(false);
  expect(job.environment).toBe('${{ matrix.remote }}-journeys');
});

it("gives the journeys the team's journeys key, never its release key", () => {
  expect(journeys.env).toEqual({
    RELEASE_SERVICE_URL: '${{ vars.RELEASE_SERVICE_URL }}',
    RELEASE_KEY: '${{ secrets.JOURNEYS_KEY }}',
    SITE_URL: '${{ vars.SITE_URL }}',
    CHROMIUM_PATH: '/usr/bin/google-chrome',
  });
  expect(JSON.stringify(workflow)).not.toContain('secrets.RELEASE_KEY');
});

describe("its journeys step's script, run as the runner runs it", () => {
  const teams = teamsService();
  let runnerTemp: string;
  beforeEach(() => (runnerTemp = mkdtempSync(join(tmpdir(), 'runner-temp-'))));
  afterEach(() => rmSync(runnerTemp, { recursive: true, force: true }));

  async function runStep(remote: string, key: string) {
    const script = journeys.run!.replaceAll('${{ matrix.remote }}', remote);
    const { code, output, errors } = await runScript(script, { ...process.env, RUNNER_TEMP: runnerTemp, RELEASE_SERVICE_URL: teams.url, RELEASE_KEY: key, SITE_URL: 'http://127.0.0.1:9' });
    return { code, output: output + errors };
  }

  it('does nothing, and passes, for a remote with no canary', async () => {
    const key = await teams.service.mintKey('careers-journeys', ['careers'], 'journeys');
    const run = await runStep('careers', key.token);
    expect(run.code).toBe(0);
    expect(run.output).toContain('careers has no canary running: nothing to run its journeys against');
    expect(run.output).toContain('no canary of careers with journeys to run: nothing to do this hour');
  });

  it("runs careers' journeys against its waiting canary with the journeys key; a site that does not answer fails the job", async () => {
    await releaseBuild(teams.service, teams.careers.token, buildOf('careers', 'live'));
    const canary = buildOf('careers', 'canary');
    await uploadAndStage(teams.service, teams.careers.token, canary);
    const { etag } = await liveOf(teams.service, teams.careers.token);
    const started = await teams.service.request('POST', '/live/careers/canary', {
      token: teams.careers.token,
      headers: { ...json, 'If-Match': `"${etag}"` },
      body: JSON.stringify({ version: canary.version, share: 10 }),
    });
    expect(started.status).toBe(200);
    const key = await teams.service.mintKey('careers-journeys-2', ['careers'], 'journeys');
    const run = await runStep('careers', key.token);
    expect(run.code).toBe(1);
    expect(run.output).toContain("Running careers's journeys against http://127.0.0.1:9 as a visitor of its 10% canary, their page loads marked synthetic:");
    expect(run.output).toContain('1 of 1 journey(s) failed.');
  });
});
