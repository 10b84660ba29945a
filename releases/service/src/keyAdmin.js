// The statements that mint and revoke a release key, for `wrangler d1 execute` (bin/release-key.js)
// and the tests. Every value is checked against a strict pattern before it is quoted in.
import { KEY_ID_PATTERN, hashKeyToken, newKeyId, newKeyToken } from './keyToken.js';

const KEY_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/;
const REMOTE_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

/** @param {string} value */
const quoted = (value) => `'${value.replace(/'/g, "''")}'`;

/**
 * A new key named `name` that may release `remotes`: its token (to be shown once) and the
 * statement that stores its hash.
 * statement that stores its hash. A 'preview' key only uploads, stages and asks for previews;
 * a 'journeys' key only asks for synthetic credentials.
 * @param {{ name: string, remotes: string[], pepper: string, now?: Date, scope?: 'release' | 'preview' | 'journeys' }} options
 */
export async function mintKey({ name, remotes, pepper, now = new Date(), scope = 'release' }) {
  if (!KEY_NAME_PATTERN.test(name)) throw new Error(`a key's name is letters, digits, spaces and ._- (at most 64): not ${JSON.stringify(name)}`);
  if (remotes.length === 0) throw new Error('a key must name at least one remote');
  const unknown = remotes.filter((remote) => !REMOTE_PATTERN.test(remote));
  if (unknown.length > 0) throw new Error(`not a remote's name: ${unknown.join(', ')}`);
  const id = newKeyId();
  const token = newKeyToken();
  if (!['release', 'preview', 'journeys'].includes(scope)) throw new Error(`a key's scope is release, preview or journeys: not ${JSON.stringify(scope)}`);
  const values = [id, name, await hashKeyToken(token, pepper), JSON.stringify([...new Set(remotes)].sort()), now.toISOString()];
  // A release key's statement is as before the scope existed: it runs on a database not migrated yet.
  const sql =
    scope === 'release'
      ? `INSERT INTO release_keys (id, name, token_hash, remotes, created_at) VALUES (${values.map(quoted).join(', ')});`
      : `INSERT INTO release_keys (id, name, token_hash, remotes, created_at, scope) VALUES (${[...values, scope].map(quoted).join(', ')});`;
  return { id, token, sql };
}

/**
 * The statement that revokes key `id` from `now` on (a key revoked already stays revoked from when it was).
 * @param {string} id
 * @param {Date} [now]
 */
export function revokeKey(id, now = new Date()) {
  if (!KEY_ID_PATTERN.test(id)) throw new Error(`not a key's id (k_ and 12 hex digits): ${JSON.stringify(id)}`);
  return `UPDATE release_keys SET revoked_at = ${quoted(now.toISOString())} WHERE id = ${quoted(id)} AND revoked_at IS NULL;`;
}
