// Who is asking, and whether their key covers the remote they ask about. A key names the
// remotes it releases and grants nothing else; a request about another remote is refused,
// and the refusal recorded, before anything is read or written for it.
import { type Env, keyPepper } from './env';
import { ServiceError } from './http';
import { KEY_TOKEN_PATTERN, hashKeyToken } from './keyToken.js';
import { type ReleaseKey, activeKeyByHash } from './records/keys';
import { recordRefusal } from './records/refusals';

export type { ReleaseKey };

export type KeyAction = 'upload' | 'stage' | 'preview' | 'synthetic' | 'override' | 'switch' | 'rollback' | 'canary' | 'promote' | 'abort' | 'prune';

/** The key of the request's `Authorization: Bearer rk_...`; 401 when it is missing, unknown or revoked. */
export async function authenticate(env: Env, request: Request): Promise<ReleaseKey> {
  const pepper = keyPepper(env);
  const token = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  // A token of the wrong shape is refused without a database read.
  if (!token || !KEY_TOKEN_PATTERN.test(token)) throw new ServiceError(401, 'a release key is required: Authorization: Bearer rk_...');
  const key = await activeKeyByHash(env.DB, await hashKeyToken(token, pepper));
  if (!key) throw new ServiceError(401, 'this release key is unknown or revoked');
  return key;
}

/**
 * What a key of each scope may do: a preview key (a pull request's workflow's) nothing that
 * changes what is live, or removes a release; a journeys key (the scheduled journeys') only
 * ask for the credential its journeys' page loads are marked synthetic with.
 */
const SCOPE_ACTIONS: Record<Exclude<ReleaseKey['scope'], 'release'>, { actions: readonly KeyAction[]; does: string }> = {
  preview: { actions: ['upload', 'stage', 'preview'], does: 'only stages and previews' },
  journeys: { actions: ['synthetic'], does: 'only runs the journeys of' },
};

/** Refuses with 403, and records the refusal, when `key` does not release `remote`, or its scope does not cover `action`. */
export async function requireRemote(env: Env, key: ReleaseKey, action: KeyAction, remote: string, version: string | null = null): Promise<void> {
  const own = key.remotes.includes(remote);
  const scope = key.scope === 'release' ? undefined : SCOPE_ACTIONS[key.scope];
  if (own && (!scope || scope.actions.includes(action))) return;
  const reason =
    own && scope
      ? `the key ${key.name} ${scope.does} ${remote}: ${action} needs a release key`
      : `the key ${key.name} releases ${key.remotes.join(', ')}, not ${remote}`;
  await recordRefusal(env.DB, { keyId: key.id, action, remote, version, reason });
  throw new ServiceError(403, `refused: ${reason}`);
}
