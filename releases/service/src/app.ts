// The release service's HTTP API. Every request but the preview check carries a release
// key; every refusal is a 4xx with a JSON { error } and changes nothing.
//
//   PUT  /releases/:remote/:version/:path   a release's file (the body), written once
//   POST /releases/:remote/:version         stage it: { files: { path: sha256 } }, exactly what was uploaded
//   GET  /releases                          every staged release, live or available
//   GET  /live                              live.json and its ETag
//   POST /live/:remote                      switch: { version, commit? }, If-Match: the ETag read
//   POST /live/:remote/rollback             { version?, commit? }: the release before the live one, or the one named
//   POST /live/:remote/canary               { version, share, commit? }: a staged version live for share% of visitors beside the live one
//   POST /live/:remote/canary/end           { outcome: promote | abort, version?, judgment?, commit? }: the canary for everyone, or gone
//   GET  /history[?remote=]                 every switch, oldest first
//   POST /previews/:remote                  a signed preview token: { version, ttlSeconds?, pullRequest? }
//   GET  /previews/check                    what the token in X-Release-Preview grants (no key, no store read)
//   POST /synthetic-credentials/:remote     a signed credential marking a journey's page loads synthetic: { ttlSeconds? }
//   POST /overrides                         a signed override grant, a whole site state: { versions: { remote: version | 'local' }, ttlSeconds? }
//   POST /prune                             { remote?, keep?, apply? }: what goes (a dry run unless apply), of the key's remotes
//   POST /shell/releases                    a deploy of the shell, in the history bisect reads: { version, commit? } (a key minted for `shell`)
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { discardBody } from 'site/discardBody';
import { PREVIEW_HEADER } from 'site/releaseLayout';
import { authenticate, requireRemote } from './auth';
import { checkJudgment, endCanary, endCanaryBody, holdbackBody, startCanary, startCanaryBody } from './canary';
import { type Env, keepReleases } from './env';
import { MAX_FILE_BYTES, uploadFile } from './files';
import { settledHistory } from './history';
import { ServiceError, jsonBody } from './http';
import { COMMIT_PATTERN, checkFilePath, checkRemote, checkVersion } from './layout';
import { listReleases } from './list';
import { readLive } from './live';
import { checkPreview, grantPreview, previewBody } from './previews';
import { prune } from './prune';
import { rollbackTarget } from './rollback';
import { stageBody, stageRelease } from './stage';
import { switchLive } from './switch';
import { grantSyntheticCredential, syntheticCredentialBody } from './syntheticCredentials';
import { checkedVersions, grantOverride, overrideBody } from './overrides';
import { recordShellRelease, shellReleaseBody } from './shellReleases';
import { SHELL } from 'release-core/siteBisect';

type ServiceContext = Context<{ Bindings: Env }>;

const commit = z.string().regex(COMMIT_PATTERN, 'not a commit').nullable().default(null);
const switchBody = z.object({ version: z.string(), commit, holdback: holdbackBody });
const rollbackBody = z.object({ version: z.string().regex(/^[0-9a-f]{1,12}$/, 'not a version or its prefix').optional(), commit });
const pruneBody = z.object({ remote: z.string().optional(), keep: z.number().int().min(1).max(100).optional(), apply: z.boolean().default(false) });

const remoteParam = (c: ServiceContext) => checkRemote(c.req.param('remote') ?? '');
const versionParam = (c: ServiceContext) => checkVersion(c.req.param('version') ?? '');
const ifMatch = (c: ServiceContext) => c.req.header('If-Match') ?? null;

export const app = new Hono<{ Bindings: Env }>();

app.put('/releases/:remote/:version/:path{.+}', async (c) => {
  const [remote, version, path] = [remoteParam(c), versionParam(c), checkFilePath(c.req.param('path'))];
  const key = await authenticate(c.env, c.req.raw);
  await requireRemote(c.env, key, 'upload', remote, version);
  const { created, sha256 } = await uploadFile(c.env, key, { remote, version, path }, c.req.raw);
  return c.json({ path, sha256, created }, created ? 201 : 200);
});

app.post('/releases/:remote/:version', async (c) => {
  const [remote, version] = [remoteParam(c), versionParam(c)];
  const key = await authenticate(c.env, c.req.raw);
  await requireRemote(c.env, key, 'stage', remote, version);
  const { files } = await jsonBody(c.req.raw, stageBody);
  const staged = await stageRelease(c.env, key, remote, version, files);
  return c.json({ remote, version, staged }, staged ? 201 : 200);
});

app.get('/releases', async (c) => {
  await authenticate(c.env, c.req.raw);
  return c.json(await listReleases(c.env));
});

app.get('/live', async (c) => {
  await authenticate(c.env, c.req.raw);
  return c.json(await readLive(c.env.RELEASES));
});

app.post('/live/:remote', async (c) => {
  const remote = remoteParam(c);
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, switchBody);
  const version = checkVersion(body.version);
  await requireRemote(c.env, key, 'switch', remote, version);
  return c.json(await switchLive(c.env, key, { remote, version, action: 'release', commit: body.commit, ifMatch: ifMatch(c), ...(body.holdback ? { holdback: body.holdback } : {}) }));
});

app.post('/live/:remote/rollback', async (c) => {
  const remote = remoteParam(c);
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, rollbackBody);
  await requireRemote(c.env, key, 'rollback', remote, body.version ?? null);
  const version = await rollbackTarget(c.env, remote, body.version);
  return c.json(await switchLive(c.env, key, { remote, version, action: 'rollback', commit: body.commit, ifMatch: ifMatch(c) }));
});

app.post('/live/:remote/canary', async (c) => {
  const remote = remoteParam(c);
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, startCanaryBody);
  const version = checkVersion(body.version);
  await requireRemote(c.env, key, 'canary', remote, version);
  return c.json(await startCanary(c.env, key, { remote, version, share: body.share, ...(body.steps ? { steps: body.steps } : {}), commit: body.commit, ifMatch: ifMatch(c) }));
});

app.post('/live/:remote/canary/end', async (c) => {
  const remote = remoteParam(c);
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, endCanaryBody);
  const version = body.version === undefined ? null : checkVersion(body.version);
  await requireRemote(c.env, key, body.outcome, remote, version);
  const judgment = body.judgment === undefined ? null : checkJudgment(body.judgment);
  return c.json(await endCanary(c.env, key, { remote, outcome: body.outcome, version, judgment, commit: body.commit, ifMatch: ifMatch(c), ...(body.holdback ? { holdback: body.holdback } : {}) }));
});

app.get('/history', async (c) => {
  await authenticate(c.env, c.req.raw);
  const named = c.req.query('remote');
  const remote = named === undefined ? undefined : checkRemote(named);
  const { live } = await readLive(c.env.RELEASES);
  return c.json({ history: await settledHistory(c.env, live, remote) });
});

app.post('/previews/:remote', async (c) => {
  const remote = remoteParam(c);
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, previewBody);
  const version = checkVersion(body.version);
  await requireRemote(c.env, key, 'preview', remote, version);
  return c.json(await grantPreview(c.env, remote, version, body.ttlSeconds, body.pullRequest), 201);
});

// No key: the token is the credential, and checking it must not cost a read.
app.get('/previews/check', async (c) => c.json(await checkPreview(c.env, c.req.header(PREVIEW_HEADER) ?? '')));

// A key that releases every remote named (a staff key): bisect's states name them all.
app.post('/overrides', async (c) => {
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, overrideBody);
  const versions = checkedVersions(body.versions);
  for (const [remote, version] of versions) await requireRemote(c.env, key, 'override', remote, version);
  return c.json(await grantOverride(c.env, versions, body.ttlSeconds), 201);
});

app.post('/synthetic-credentials/:remote', async (c) => {
  const remote = remoteParam(c);
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, syntheticCredentialBody);
  await requireRemote(c.env, key, 'synthetic', remote);
  return c.json(await grantSyntheticCredential(c.env, remote, body.ttlSeconds), 201);
});

app.post('/prune', async (c) => {
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, pruneBody);
  const remote = body.remote === undefined ? undefined : checkRemote(body.remote);
  for (const each of remote ? [remote] : key.remotes) await requireRemote(c.env, key, 'prune', each);
  return c.json(await prune(c.env, remote ? [remote] : key.remotes, body.keep ?? keepReleases(c.env), body.apply));
});

app.post('/shell/releases', async (c) => {
  const key = await authenticate(c.env, c.req.raw);
  const body = await jsonBody(c.req.raw, shellReleaseBody);
  const version = checkVersion(body.version);
  await requireRemote(c.env, key, 'switch', SHELL, version);
  const recorded = await recordShellRelease(c.env, key, version, body.commit);
  return c.json(recorded, recorded.recorded ? 201 : 200);
});

app.notFound((c) => c.json({ error: `no such request: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

app.onError(async (error, c) => {
  // An upload refused before its body was read: the client hears the answer, not a reset.
  await discardBody(c.req.raw, MAX_FILE_BYTES);
  if (error instanceof ServiceError) return c.json({ error: error.message, ...error.details }, error.status as ContentfulStatusCode);
  console.error('release service:', error);
  return c.json({ error: 'the release service failed: its log says why' }, 500);
});
