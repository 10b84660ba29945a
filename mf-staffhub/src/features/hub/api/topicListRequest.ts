// The hub's topic list, asked for once per unlock. The remote's preload starts the
// request with the hub page's code (prefetchTopicList), and the page takes the request
// under way rather than asking again (requestTopicList). The list is kept for the
// unlock it was asked with: a new unlock, or none, asks anew; a failed, refused or
// malformed answer is forgotten, so the next visit or Retry asks again.
import { ENDPOINTS } from 'contract/endpoints';
import type { HubTopicList } from 'contract/schemas/hubContent';
import { workerGet } from 'shared-ui/api/worker';
import { withUnlockToken } from '../../../access/staffApi';
import { readUnlock } from '../../../access/unlockStore';

interface TopicListRequest {
  token: string | undefined;
  /** The worker's answer, not yet validated. */
  answer: Promise<unknown>;
  list?: Promise<HubTopicList>;
}

let kept: TopicListRequest | undefined;

const forget = (request: TopicListRequest) => {
  if (kept === request) kept = undefined;
};

const askWorker = () =>
  withUnlockToken((authorization) => workerGet<unknown>(ENDPOINTS.hubTopics, undefined, { headers: { Authorization: authorization } }));

function currentRequest(): TopicListRequest {
  const token = readUnlock()?.token;
  if (kept && token !== undefined && kept.token === token) return kept;
  const request: TopicListRequest = { token, answer: askWorker() };
  if (token === undefined) return request; // refused at once: nothing to keep
  kept = request;
  request.answer.catch(() => forget(request));
  return request;
}

// The schema, and zod with it (45 KB), is asked for by the page once it shows, while the
// answer is still on its way: it does not hold back the page's code or its first paint.
async function validated(answer: Promise<unknown>): Promise<HubTopicList> {
  const [body, { hubTopicListSchema }] = await Promise.all([answer, import('contract/schemas/hubContent')]);
  return hubTopicListSchema.parse(body);
}

/** Starts the request for the current unlock, unless one is under way or answered. */
export function prefetchTopicList(): void {
  currentRequest().answer.catch(() => undefined); // the page reports a failure when it asks
}

/** The topic list of the current unlock: the request under way or answered, else a new one. */
export function requestTopicList(): Promise<HubTopicList> {
  const request = currentRequest();
  if (!request.list) {
    request.list = validated(request.answer);
    request.list.catch(() => forget(request));
  }
  return request.list;
}

/** Forgets the kept list (tests start each case without one). */
export function forgetTopicList() {
  kept = undefined;
}
