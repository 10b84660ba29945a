// Each team's CI workflow (.github/workflows/release-<remote>.yml) releases its own
// remote only, through the shared release-remote.yml, with its own key, which only the
// team's own GitHub environment holds; .github/CODEOWNERS gives each mf-<remote>/ to its team. GitHub cannot run
// here: the files are read as GitHub reads them, and the release and journeys steps' own
// scripts are run against the release service under Miniflare, as the runner would run them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from 'site/remotes';
import { buildOf, json, releaseBuild, uploadAndStage, liveOf } from './releases';
import { teamsService } from './teamsService';
import { REPO, readWorkflow, runScript, type Step } from './workflowFiles';

jest.setTimeout(60_000);

const REUSABLE = './.github/workflows/release-remote.yml';

interface Workflow {
  on: { push?: { branches: string[]; paths: string[] }; workflow_call?: { inputs: Record<string, unknown>; secrets?: Record<string, unknown> } };
  concurrency?: { group: string };
  jobs: Record<string, { uses?: string; with?: Record<string, string>; secrets?: unknown; environment?: string; steps?: Step[] }>;
}

const workflow = (file: string) => readWorkflow<Workflow>(file);

describe.each(REMOTES)("the %s team's workflow", (remote) => {
  const { on, concurrency, jobs } = workflow(`release-${remote}.yml`);

  it('runs on a push to main that changes the remote or what every remote is built from, and no other remote', () => {
    expect(on.push?.branches).toEqual(['main']);
    expect(on.push?.paths.filter((path) => path.startsWith('mf-'))).toEqual([`mf-${remote}/**`]);
    expect(on.push?.paths).toEqual(expect.arrayContaining(['shared-ui/**', 'contract/**', 'site/**', 'package-lock.json']));
    expect(concurrency?.group).toBe(`release-${remote}`);
  });

  it('releases its own package through the shared workflow in its own environment, passing no secret', () => {
    expect(Object.values(jobs)).toEqual([{ uses: REUSABLE, with: { package: `mf-${remote}`, environment: `${remote}-release` } }]);
  });

  it('its remote is its team’s to approve, and nobody else’s', () => {
    const owners = codeOwners().filter(({ pattern }) => pattern.includes(`mf-${remote}`));
    expect(owners).toEqual([{ pattern: `/mf-${remote}/`, owners: [`@av-site/${remote}-team`] }]);
  });
});

/** .github/CODEOWNERS as GitHub reads it: a pattern and its owners a line, comments and blanks skipped. */
function codeOwners() {
  return readFileSync(join(REPO, '.github/CODEOWNERS'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      return { pattern: pattern!, owners };
    });
}

describe('CODEOWNERS', () => {
  it('gives everything else, the release machinery and the workflows included, to the platform team, on its first line', () => {
    const [first, ...rest] = codeOwners();
    expect(first).toEqual({ pattern: '*', owners: ['@av-site/platform-team'] });
    // The last matching line wins: no later line may take releases/, .github/ or a shared part from the platform team.
    expect(rest.map(({ pattern }) => pattern).sort()).toEqual(REMOTES.map((remote) => `/mf-${remote}/`).sort());
  });
});

describe('the shared release workflow', () => {
  const { on, jobs } = workflow('release-remote.yml');
  const steps = Object.values(jobs)[0]!.steps!;
  const release = steps.find((step) => step.run?.includes('npm run release'))!;
  const journeys = steps.find((step) => step.run?.includes('npm run journeys'))!;
  const summaryOf = (id: string) => steps.find((step) => step.if === `failure() && steps.${id}.outcome == 'failure'`)!;

  it('is called with a package and an environment, runs in that environment, installs with npm ci, then releases against the service', () => {
    expect(Object.keys(on.workflow_call!.inputs)).toEqual(['package', 'environment']);
    // No secret comes from the caller: RELEASE_KEY is the environment's own.
    expect(on.workflow_call!.secrets).toBeUndefined();
    expect(Object.values(jobs)[0]!.environment).toBe('${{ inputs.environment }}');
    expect(steps.findIndex((step) => step.run === 'npm ci')).toBeGreaterThan(-1);
    expect(steps.findIndex((step) => step.run === 'npm ci')).toBeLessThan(steps.indexOf(release));
    expect(release.env).toMatchObject({ RELEASE_SERVICE_URL: '${{ vars.RELEASE_SERVICE_URL }}', RELEASE_KEY: '${{ secrets.RELEASE_KEY }}', SITE_URL: '${{ vars.SITE_URL }}' });
  });

  it("releases as a canary where the team's environment sets CANARY_SHARE, then runs the journeys against it with the same key and site", () => {
    expect(release.env).toMatchObject({ CANARY_SHARE: '${{ vars.CANARY_SHARE }}' });
    expect(steps.indexOf(journeys)).toBe(steps.indexOf(release) + 1);
    // Only once the release went through (no `if`: the default, success()).
    expect(journeys.if).toBeUndefined();
    expect(journeys.env).toEqual({
      RELEASE_SERVICE_URL: '${{ vars.RELEASE_SERVICE_URL }}',
      RELEASE_KEY: '${{ secrets.RELEASE_KEY }}',
      SITE_URL: '${{ vars.SITE_URL }}',
      CANARY_SHARE: '${{ vars.CANARY_SHARE }}',
      CHROMIUM_PATH: '/usr/bin/google-chrome',
    });
  });

  describe("its release step's script, run as the runner runs it", () => {
    const teams = teamsService();
    let runnerTemp: string;
    beforeEach(() => (runnerTemp = mkdtempSync(join(tmpdir(), 'runner-temp-'))));
    afterEach(() => rmSync(runnerTemp, { recursive: true, force: true }));

    async function runStep(step: Step, key: string, { pkg = 'mf-careers', canaryShare = '' } = {}) {
      const script = step.run!.replaceAll('${{ inputs.package }}', pkg);
      const env = {
        ...process.env,
        RUNNER_TEMP: runnerTemp,
        GITHUB_STEP_SUMMARY: join(runnerTemp, 'summary.md'),
        RELEASE_SERVICE_URL: teams.url,
        RELEASE_KEY: key,
        SITE_URL: 'http://127.0.0.1:9',
        CANARY_SHARE: canaryShare,
      };
      const { code, output } = await runScript(script, env);
      return { code, output };
    }

    it('fails the job with the service’s reason when the key is refused, and the summary says why', async () => {
      await teams.service.revokeKey(teams.careers.id);
      const run = await runStep(release, teams.careers.token);
      expect(run.code).toBe(1);
      expect(run.output).toContain('Refused by the release service (401)');

      const summary = await runStep(summaryOf('release'), teams.careers.token);
      expect(summary.code).toBe(0);
      const written = readFileSync(join(runnerTemp, 'summary.md'), 'utf8');
      expect(written).toContain('### mf-careers was not released');
      expect(written).toContain('Refused by the release service (401)');
    });
  
    it("passes the environment's CANARY_SHARE to the release tool as --canary", async () => {
      // A share the tool refuses, so that the run stops at its reading of --canary.
      const run = await runStep(release, teams.careers.token, { canaryShare: '150' });
      expect(run.code).toBe(2);
      expect(run.output).toContain('--canary takes the share of visitors in percent, 1 to 99, or rising shares to go through (10,25,50): 150 is not one');
    });

    it('runs no journey after a full release, nor for a remote that declares none', async () => {
      const full = await runStep(journeys, teams.careers.token);
      expect(full).toEqual({ code: 0, output: 'mf-careers was released to everyone: no canary to run its journeys against\n' });
      const none = await runStep(journeys, teams.careers.token, { pkg: 'mf-guides', canaryShare: '10' });
      expect(none).toEqual({ code: 0, output: 'mf-guides declares no journeys: its canary is judged on its visitors alone\n' });
    });

    describe("against careers' running canary", () => {
      // careers' first key was revoked above: the team's next one.
      let careers: { id: string; token: string };
      beforeAll(async () => {
        careers = await teams.service.mintKey('careers-ci-next', ['careers']);
        await releaseBuild(teams.service, careers.token, buildOf('careers', 'live'));
        const canary = buildOf('careers', 'canary');
        await uploadAndStage(teams.service, careers.token, canary);
        const { etag } = await liveOf(teams.service, careers.token);
        const started = await teams.service.request('POST', '/live/careers/canary', {
          token: careers.token,
          headers: { ...json, 'If-Match': `"${etag}"` },
          body: JSON.stringify({ version: canary.version, share: 10 }),
        });
        if (started.status !== 200) throw new Error(`the canary did not start: ${started.status} ${await started.text()}`);
      });

      it("runs careers' journeys inside the canary's share with the credential the service grants its key; a site that does not answer fails the job, and the summary says so", async () => {
        const run = await runStep(journeys, careers.token, { canaryShare: '10' });
        expect(run.code).toBe(1);
        expect(run.output).toContain('Running careers\'s journeys against http://127.0.0.1:9 as a visitor of its 10% canary, their page loads marked synthetic:');
        expect(run.output).toContain('✗ reads the open positions and opens the first one');
        expect(run.output).toContain('1 of 1 journey(s) failed.');

        const summary = await runStep(summaryOf('journeys'), careers.token);
        expect(summary.code).toBe(0);
        const written = readFileSync(join(runnerTemp, 'summary.md'), 'utf8');
        expect(written).toContain('### mf-careers is live as a canary, and a journey failed against it');
        expect(written).toContain('1 of 1 journey(s) failed.');
      });

      it("runs none with another team's key: the service refuses it careers' credential, and the job fails with its reason", async () => {
        const run = await runStep(journeys, teams.payments.token, { canaryShare: '10' });
        expect(run.code).toBe(1);
        expect(run.output).toContain('Refused by the release service (403): refused: the key payments-ci releases payments, not careers. Nothing changed.');
        expect(run.output).not.toContain('Running careers');
      });
    });
  });
});
