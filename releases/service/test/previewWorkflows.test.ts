// Each team's pull request previews (.github/workflows/preview-<remote>.yml): on a pull
// request that changes the remote or what every remote is built from, the shared
// preview-remote.yml runs `npm run preview` in the team's preview environment and gives the
// link in the job's summary and in one comment on the pull request, updated on each push.
// GitHub cannot run here: the files are read as GitHub reads them, and the link step's own
// script runs with a stand-in `gh` that records what it was asked. (The preview step's
// command itself runs against the service under Miniflare in e2e/tests/service-release.spec.ts.)
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REMOTES } from 'site/remotes';
import { parse } from 'yaml';

const REPO = join(__dirname, '../../..');
const WORKFLOWS = join(REPO, '.github/workflows');

interface Step {
  name?: string;
  id?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  secrets?: unknown;
  environment?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: { pull_request?: { paths: string[] }; workflow_call?: { inputs: Record<string, unknown>; secrets?: unknown } };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}

const workflow = (file: string) => parse(readFileSync(join(WORKFLOWS, file), 'utf8')) as Workflow;

describe.each(REMOTES)("the %s team's preview workflow", (remote) => {
  const { on, concurrency, jobs } = workflow(`preview-${remote}.yml`);

  it("runs on a pull request that changes the remote or what every remote is built from, one at a time per pull request, the newest push's", () => {
    expect(on.pull_request?.paths.filter((path) => path.startsWith('mf-'))).toEqual([`mf-${remote}/**`]);
    expect(on.pull_request?.paths).toEqual(expect.arrayContaining(['shared-ui/**', 'contract/**', 'site/**', 'package-lock.json']));
    expect(concurrency).toEqual({ group: `preview-${remote}-\${{ github.event.pull_request.number }}`, 'cancel-in-progress': true });
  });

  it("previews its own package through the shared workflow in its own preview environment, passing no secret, and never a fork's", () => {
    expect(Object.values(jobs)).toEqual([
      {
        if: 'github.event.pull_request.head.repo.full_name == github.repository',
        permissions: { contents: 'read', 'pull-requests': 'write' },
        uses: './.github/workflows/preview-remote.yml',
        with: { package: `mf-${remote}`, environment: `${remote}-preview` },
      },
    ]);
  });
});

describe('the shared preview workflow', () => {
  const { on, jobs } = workflow('preview-remote.yml');
  const job = Object.values(jobs)[0]!;
  const steps = job.steps!;
  const preview = steps.find((step) => step.id === 'preview')!;
  const link = steps.find((step) => step.run?.includes('GITHUB_STEP_SUMMARY') && step.env?.LINK)!;

  it('runs `npm run preview` in the caller’s environment with its key, the pull request’s number and the site, after npm ci', () => {
    expect(Object.keys(on.workflow_call!.inputs)).toEqual(['package', 'environment']);
    expect(on.workflow_call!.secrets).toBeUndefined();
    expect(job.environment).toBe('${{ inputs.environment }}');
    expect(job.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(steps.findIndex((step) => step.run === 'npm ci')).toBeLessThan(steps.indexOf(preview));
    expect(preview.run).toContain('npm run preview -w ${{ inputs.package }}');
    expect(preview.env).toMatchObject({
      RELEASE_SERVICE_URL: '${{ vars.RELEASE_SERVICE_URL }}',
      RELEASE_KEY: '${{ secrets.RELEASE_KEY }}',
      SITE_URL: '${{ vars.SITE_URL }}',
      PULL_REQUEST: '${{ github.event.pull_request.number }}',
    });
    expect(steps.indexOf(link)).toBe(steps.indexOf(preview) + 1);
  });

  describe('its link step, run as the runner runs it', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'preview-link-'));
      // A stand-in gh: records each call; lists the comment STUB_COMMENT (if set) as the pull request's.
      writeFileSync(
        join(dir, 'gh'),
        `#!/bin/bash\nprintf '%s\\n---\\n' "$*" >> "${dir}/gh.log"\nif [[ "$*" == *"/issues/12/comments"* && -n "$STUB_COMMENT" ]]; then echo "$STUB_COMMENT"; fi\n`,
      );
      chmodSync(join(dir, 'gh'), 0o755);
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    async function runLinkStep(existingComment = '') {
      const script = link.run!.replaceAll('${{ inputs.package }}', 'mf-careers');
      const env = {
        ...process.env,
        PATH: `${dir}:${process.env.PATH}`,
        GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
        GITHUB_REPOSITORY: 'av-site/site',
        PULL_REQUEST: '12',
        LINK: 'https://www.example.com/__preview?token=p1.careers.3f2a91c0d1e2.1796000000.12.sig',
        VERSION: '3f2a91c0d1e2',
        EXPIRES: '2026-12-04T14:00:00.000Z',
        STUB_COMMENT: existingComment,
      };
      await promisify(execFile)('bash', ['-e', '-c', script], { cwd: REPO, env });
      return existsSync(join(dir, 'gh.log')) ? readFileSync(join(dir, 'gh.log'), 'utf8') : '';
    }

    it('writes the link in the summary and comments it on the pull request the first time', async () => {
      const calls = await runLinkStep();
      const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
      expect(summary).toContain('**Preview of careers** @ `3f2a91c0d1e2`');
      expect(summary).toContain('https://www.example.com/__preview?token=p1.careers.3f2a91c0d1e2.1796000000.12.sig');
      expect(summary).toContain('until 2026-12-04T14:00:00.000Z');
      expect(calls).toContain('pr comment 12 --repo av-site/site --body <!-- preview of mf-careers -->\n**Preview of careers**');
      expect(calls).not.toContain('PATCH');
    });

    it('updates its own comment on a later push instead of adding one', async () => {
      const calls = await runLinkStep('4242');
      expect(calls).toContain('api --method PATCH repos/av-site/site/issues/comments/4242 -f body=<!-- preview of mf-careers -->');
      expect(calls).not.toContain('pr comment');
    });
  });
});
