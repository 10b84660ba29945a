// A pull request's preview (.github/workflows/preview-site.yml, #44): one workflow for
// every pull request that changes a part of the site, running `npm run preview` once with
// the paths it changed, deploying its shell apart where it changes it, and giving one link
// in the job's summary and in one comment on the pull request, updated on each push.
// GitHub cannot run here: the file is read as GitHub reads it, and the link step's own
// script runs with a stand-in `gh` that records what it was asked. (The preview command
// runs in releases/tool/previewSite.test.mjs; a remote's preview step against the service
// under Miniflare in e2e/tests/service-release.spec.ts.)
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REMOTES } from 'site/remotes';
import { REPO, WORKFLOWS, readWorkflow, type Step } from './workflowFiles';

/** The release tool's reading of changed paths (JavaScript this package's type check does not cover: releaseTool.ts). */
const { SHARED_PATHS, SHELL_PATHS, changedParts } = createRequire(__filename)(join(REPO, 'releases/tool/changedParts.mjs')) as {
  SHARED_PATHS: string[];
  SHELL_PATHS: string[];
  changedParts: (paths: string[], remotes: readonly string[]) => string[];
};

interface Job {
  if?: string;
  environment?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: { pull_request?: { types: string[]; paths: string[] } };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}

const { on, concurrency, jobs } = readWorkflow<Workflow>('preview-site.yml');
const preview = jobs.preview!;
const steps = preview.steps!;
const step = (id: string) => steps.find((candidate) => candidate.id === id)!;
const link = steps.find((candidate) => candidate.run?.includes('GITHUB_STEP_SUMMARY') && candidate.env?.LINK)!;

describe("a pull request's preview workflow", () => {
  it('is the one preview workflow: no team runs a preview of its own remote alone', () => {
    expect(readdirSync(WORKFLOWS).filter((file) => file.startsWith('preview-'))).toEqual(['preview-site.yml']);
  });

  it("runs on a pull request that changes any part, or what they are all built from, one at a time per pull request, the newest push's", () => {
    expect(on.pull_request?.types).toEqual(['opened', 'synchronize', 'reopened', 'closed']);
    expect(on.pull_request?.paths).toEqual(['mf-*/**', ...SHELL_PATHS.map((prefix) => `${prefix}**`), ...SHARED_PATHS.map((path) => (path.endsWith('/') ? `${path}**` : path))]);
    expect(concurrency).toEqual({ group: 'preview-site-${{ github.event.pull_request.number }}', 'cancel-in-progress': true });
    // Every path the filter lets through previews a part, as the tool reads it.
    for (const file of ['mf-careers/src/x.ts', 'shell/src/App.tsx', 'credentials/src/x.js', 'shared-ui/x.ts', 'contract/x.ts', 'site/src/x.js', 'package-lock.json']) {
      expect([file, changedParts([file], REMOTES).length > 0]).toEqual([file, true]);
    }
  });

  it("previews in the site's preview environment, never a fork's pull request nor a closed one, after npm ci, with the paths it changed", () => {
    expect(preview.if).toBe("github.event.action != 'closed' && github.event.pull_request.head.repo.full_name == github.repository");
    expect(preview.environment).toBe('site-preview');
    expect(preview.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    const listing = steps.find((candidate) => candidate.run?.includes('gh pr diff'))!;
    expect(listing.run).toBe('gh pr diff "$PULL_REQUEST" --repo "$GITHUB_REPOSITORY" --name-only > "$RUNNER_TEMP/changed.txt"');
    expect(steps.findIndex((candidate) => candidate.run === 'npm ci')).toBeLessThan(steps.indexOf(step('preview')));
    expect(steps.indexOf(listing)).toBeLessThan(steps.indexOf(step('preview')));
  });

  it("runs `npm run preview` once with the changed paths, the preview key, the pull request, the site and the store, the shell built as the pull request's commit", () => {
    const run = step('preview');
    expect(run.run).toContain('npm run preview -- --paths-from "$RUNNER_TEMP/changed.txt" --shell-manifest "$RUNNER_TEMP/shell-manifest.json"');
    expect(run.run).toContain('export SHELL_RELEASE="${HEAD_SHA:0:12}"');
    expect(run.env).toMatchObject({
      RELEASE_SERVICE_URL: '${{ vars.RELEASE_SERVICE_URL }}',
      RELEASE_KEY: '${{ secrets.RELEASE_KEY }}',
      SITE_URL: '${{ vars.SITE_URL }}',
      RELEASES_URL: '${{ vars.RELEASES_URL }}',
      PULL_REQUEST: '${{ github.event.pull_request.number }}',
      HEAD_SHA: '${{ github.event.pull_request.head.sha }}',
    });
    expect(run.env).not.toHaveProperty('CLOUDFLARE_API_TOKEN');
  });

  it("deploys the pull request's shell apart only where it changed, with the preview account's token and no release key", () => {
    const deploy = step('shell');
    expect(deploy.if).toBe("steps.preview.outputs.shell == 'true'");
    expect(deploy.run).toContain('npx wrangler deploy --config shell/wrangler.preview.toml --name "site-shell-pr-$PULL_REQUEST"');
    expect(deploy.run).toContain('--var "SITE_MANIFEST:$(cat "$MANIFEST")" --var "SITE_ORIGIN:$SITE_URL"');
    expect(deploy.env).toMatchObject({ CLOUDFLARE_API_TOKEN: '${{ secrets.PREVIEW_CLOUDFLARE_API_TOKEN }}', MANIFEST: '${{ steps.preview.outputs.shell-manifest }}' });
    expect(deploy.env).not.toHaveProperty('RELEASE_KEY');
    expect(steps.indexOf(deploy)).toBe(steps.indexOf(step('preview')) + 1);
    expect(steps.indexOf(link)).toBe(steps.indexOf(deploy) + 1);
    // Its deployment holds nothing of the site's: no release bucket, no secret to read.
    const config = readFileSync(join(REPO, 'shell/wrangler.preview.toml'), 'utf8');
    expect(config.replace(/^#.*$/gm, '')).not.toMatch(/r2_buckets|d1_databases|RELEASES/);
  });

  it('removes the shell deployment when the pull request closes', () => {
    const removal = jobs['remove-shell-preview']!;
    expect(removal.if).toBe("github.event.action == 'closed' && github.event.pull_request.head.repo.full_name == github.repository");
    expect(removal.steps![0]!.run).toContain('wrangler@4.86.0 delete --name "site-shell-pr-$PULL_REQUEST" --force');
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

    const SET = 'p1.careers.3f2a91c0d1e2.1796000000.12.sig~p1.payments.1b2c3d4e5f60.1796000000.12.sig';

    async function runLinkStep(outputs: Record<string, string>, existingComment = '') {
      const env = {
        ...process.env,
        PATH: `${dir}:${process.env.PATH}`,
        GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
        GITHUB_REPOSITORY: 'av-site/site',
        PULL_REQUEST: '12',
        PARTS: '',
        LINK: '',
        LANDING: '/apply',
        EXPIRES: '2026-12-04T14:00:00.000Z',
        SHELL_URL: '',
        STUB_COMMENT: existingComment,
        ...outputs,
      };
      await promisify(execFile)('bash', ['-e', '-c', link.run!], { cwd: REPO, env });
      return {
        calls: existsSync(join(dir, 'gh.log')) ? readFileSync(join(dir, 'gh.log'), 'utf8') : '',
        summary: existsSync(join(dir, 'summary.md')) ? readFileSync(join(dir, 'summary.md'), 'utf8') : '',
      };
    }

    it("writes the one link of the pull request's remotes in the summary and comments it the first time", async () => {
      const { calls, summary } = await runLinkStep({ PARTS: 'careers 3f2a91c0d1e2, payments 1b2c3d4e5f60', LINK: `https://www.example.com/__preview?token=${SET}` });
      expect(summary).toContain('**Preview of this pull request**: careers 3f2a91c0d1e2, payments 1b2c3d4e5f60 (the rest of the site live, until 2026-12-04T14:00:00.000Z):');
      expect(summary).toContain(`https://www.example.com/__preview?token=${SET}`);
      expect(calls).toContain('pr comment 12 --repo av-site/site --body <!-- preview of this pull request -->\n**Preview of this pull request**');
      expect(calls).not.toContain('PATCH');
    });

    it("links to the shell's deployment, on the first remote's page, where the pull request changed the shell", async () => {
      const { summary } = await runLinkStep({ PARTS: 'careers 3f2a91c0d1e2, the shell 5e11a9c0ffee', LINK: `https://www.example.com/__preview?token=${SET}`, SHELL_URL: 'https://site-shell-pr-12.previews.workers.dev' });
      expect(summary).toContain("with this pull request's shell, deployed apart, and the rest of the site as live at this push");
      expect(summary).toContain('https://site-shell-pr-12.previews.workers.dev/apply\n');
      expect(summary).not.toContain('__preview?token=');
    });

    it('updates its own comment on a later push instead of adding one', async () => {
      const { calls } = await runLinkStep({ PARTS: 'careers 3f2a91c0d1e2', LINK: 'https://www.example.com/__preview?token=p1.x' }, '4242');
      expect(calls).toContain('api --method PATCH repos/av-site/site/issues/comments/4242 -f body=<!-- preview of this pull request -->');
      expect(calls).not.toContain('pr comment');
    });

    it('comments nothing where there was nothing to preview', async () => {
      const { calls, summary } = await runLinkStep({});
      expect(calls).toBe('');
      expect(summary).toBe('Nothing to preview: the pull request changes no remote and not the shell.\n');
    });
  });
});
