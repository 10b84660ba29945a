// Each team's CI workflow (.github/workflows/release-<remote>.yml) releases its own
// remote only, through the shared release-remote.yml, with its own key. GitHub cannot run
// here: the files are read as GitHub reads them, and the release step's own script is run
// against the release service under Miniflare, as the runner would run it.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REMOTES } from 'site/remotes';
import { parse } from 'yaml';
import { teamsService } from './teamsService';

jest.setTimeout(60_000);

const REPO = join(__dirname, '../../..');
const WORKFLOWS = join(REPO, '.github/workflows');
const REUSABLE = './.github/workflows/release-remote.yml';

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { branches: string[]; paths: string[] }; workflow_call?: { inputs: Record<string, unknown>; secrets: Record<string, unknown> } };
  concurrency?: { group: string };
  jobs: Record<string, { uses?: string; with?: Record<string, string>; secrets?: Record<string, string>; steps?: Step[] }>;
}

const workflow = (file: string) => parse(readFileSync(join(WORKFLOWS, file), 'utf8')) as Workflow;

describe.each(REMOTES)("the %s team's workflow", (remote) => {
  const { on, concurrency, jobs } = workflow(`release-${remote}.yml`);

  it('runs on a push to main that changes the remote or what every remote is built from, and no other remote', () => {
    expect(on.push?.branches).toEqual(['main']);
    expect(on.push?.paths.filter((path) => path.startsWith('mf-'))).toEqual([`mf-${remote}/**`]);
    expect(on.push?.paths).toEqual(expect.arrayContaining(['shared-ui/**', 'contract/**', 'site/**', 'package-lock.json']));
    expect(concurrency?.group).toBe(`release-${remote}`);
  });

  it('releases its own package through the shared workflow with its own key', () => {
    expect(Object.values(jobs)).toEqual([
      { uses: REUSABLE, with: { package: `mf-${remote}` }, secrets: { RELEASE_KEY: `\${{ secrets.${remote.toUpperCase()}_RELEASE_KEY }}` } },
    ]);
  });
});

describe('the shared release workflow', () => {
  const { on, jobs } = workflow('release-remote.yml');
  const steps = Object.values(jobs)[0]!.steps!;
  const release = steps.find((step) => step.run?.includes('npm run release'))!;

  it('is called with a package and the key, installs with npm ci, then releases against the service', () => {
    expect(Object.keys(on.workflow_call!.inputs)).toEqual(['package']);
    expect(Object.keys(on.workflow_call!.secrets)).toEqual(['RELEASE_KEY']);
    expect(steps.findIndex((step) => step.run === 'npm ci')).toBeGreaterThan(-1);
    expect(steps.findIndex((step) => step.run === 'npm ci')).toBeLessThan(steps.indexOf(release));
    expect(release.env).toMatchObject({ RELEASE_SERVICE_URL: '${{ vars.RELEASE_SERVICE_URL }}', RELEASE_KEY: '${{ secrets.RELEASE_KEY }}', SITE_URL: '${{ vars.SITE_URL }}' });
  });

  describe("its release step's script, run as the runner runs it", () => {
    const teams = teamsService();
    let runnerTemp: string;
    beforeEach(() => (runnerTemp = mkdtempSync(join(tmpdir(), 'runner-temp-'))));
    afterEach(() => rmSync(runnerTemp, { recursive: true, force: true }));

    async function runStep(step: Step, key: string) {
      const script = step.run!.replaceAll('${{ inputs.package }}', 'mf-careers');
      const env = { ...process.env, RUNNER_TEMP: runnerTemp, GITHUB_STEP_SUMMARY: join(runnerTemp, 'summary.md'), RELEASE_SERVICE_URL: teams.url, RELEASE_KEY: key, SITE_URL: 'http://127.0.0.1:9' };
      try {
        const { stdout } = await promisify(execFile)('bash', ['-e', '-c', script], { cwd: REPO, env });
        return { code: 0, output: stdout };
      } catch (error) {
        const { code, stdout } = error as { code: number; stdout: string };
        return { code, output: stdout };
      }
    }

    it('fails the job with the service’s reason when the key is refused, and the summary says why', async () => {
      await teams.service.revokeKey(teams.careers.id);
      const run = await runStep(release, teams.careers.token);
      expect(run.code).toBe(1);
      expect(run.output).toContain('Refused by the release service (401)');

      const summary = await runStep(steps.find((step) => step.if === 'failure()')!, teams.careers.token);
      expect(summary.code).toBe(0);
      const written = readFileSync(join(runnerTemp, 'summary.md'), 'utf8');
      expect(written).toContain('### mf-careers was not released');
      expect(written).toContain('Refused by the release service (401)');
    });
  });
});
