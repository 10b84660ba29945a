// The knowledge hub's content, fetched from the worker with the unlock token and
// validated with the same schemas the worker validates it with. (The topic list has a
// module of its own, topicListRequest.ts: the remote's preload starts it.)
import { ENDPOINTS, pathTo } from 'contract/endpoints';
import { hubTopicSchema } from 'contract/schemas/hubContent';
import { staffGet, staffGetBlob } from '../../../access/staffApi';

export const fetchTopic = (slug: string, signal: AbortSignal) => staffGet(pathTo(ENDPOINTS.hubTopic, { slug }), hubTopicSchema, signal);

export const fetchHubImage = (id: string, signal: AbortSignal) => staffGetBlob(pathTo(ENDPOINTS.hubImage, { id }), signal);
