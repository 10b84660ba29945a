// A pull request's preview of several remotes at once (#44, docs/releasing.md "Previews of
// a pull request"): one link whose token is a preview set, the preview tokens of each
// staged remote (credentials/previewToken, each signed on its own) joined by `~`:
//
//   p1.careers.<version>.<expiry>.12.<signature>~p1.payments.<version>.<expiry>.12.<signature>
//
// A single preview token is a set of one, so every link and cookie made before reads the
// same. A set holds only if every token in it does, each names another remote, and all
// name the same pull request (or none): a token of another pull request cannot be slipped
// in. It lasts as long as its shortest token. Pure: checking each token is the caller's
// (releasedManifest.ts, previewLink.ts), which costs no store read either.

export const PREVIEW_SET_SEPARATOR = '~';
/** More tokens than the site has remotes is no preview: refused before any is checked. */
export const MAX_PREVIEW_SET = 8;

/** What one checked preview token grants (credentials/previewToken's verifyPreviewToken). */
export interface PreviewGrant {
  remote: string;
  version: string;
  expiresAt: Date;
  pullRequest?: number;
}

export interface PreviewPart {
  remote: string;
  version: string;
}

/** What a set of checked tokens grants together: each remote's staged version, in the set's order (one at least). */
export interface PreviewSet {
  parts: [PreviewPart, ...PreviewPart[]];
  expiresAt: Date;
  pullRequest?: number;
}

/** The tokens of a preview set (one for a single token); none where it is empty, too long or has an empty part. */
export function previewTokensOf(value: string): string[] {
  const tokens = value.split(PREVIEW_SET_SEPARATOR);
  return value === '' || tokens.length > MAX_PREVIEW_SET || tokens.some((token) => token === '') ? [] : tokens;
}

/** The preview set written as one value: the tokens joined. */
export const previewSetValue = (tokens: readonly string[]) => tokens.join(PREVIEW_SET_SEPARATOR);

/** What the checked tokens grant together, or undefined where one failed its check, a remote comes twice, or they name different pull requests. */
export function previewSetOf(grants: ReadonlyArray<PreviewGrant | undefined>): PreviewSet | undefined {
  const [first] = grants;
  if (!first || grants.some((grant) => !grant)) return undefined;
  const all = grants as readonly PreviewGrant[];
  if (new Set(all.map(({ remote }) => remote)).size !== all.length) return undefined;
  if (all.some(({ pullRequest }) => pullRequest !== first.pullRequest)) return undefined;
  const expiresAt = new Date(Math.min(...all.map(({ expiresAt: at }) => at.getTime())));
  // Not empty: `first` is one of them.
  const parts = all.map(({ remote, version }) => ({ remote, version })) as PreviewSet['parts'];
  return first.pullRequest === undefined ? { parts, expiresAt } : { parts, expiresAt, pullRequest: first.pullRequest };
}

/** What X-Release-Preview answers for a set: `careers@<version>, payments@<version>`. */
export const previewNames = ({ parts }: Pick<PreviewSet, 'parts'>) => parts.map(({ remote, version }) => `${remote}@${version}`).join(', ');
