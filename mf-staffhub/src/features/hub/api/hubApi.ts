// The knowledge hub's content, fetched from the worker with the unlock token and
// validated with the same schemas the worker validates it with.
import { ENDPOINTS, pathTo } from 'contract/endpoints';
import { hubTopicListSchema, hubTopicSchema } from 'contract/schemas/hubContent';
import { staffGet, staffGetBlob } from '../../../access/staffApi';

export const fetchTopicList = (signal: AbortSignal) => staffGet(ENDPOINTS.hubTopics, hubTopicListSchema, signal);

export const fetchTopic = (slug: string, signal: AbortSignal) => staffGet(pathTo(ENDPOINTS.hubTopic, { slug }), hubTopicSchema, signal);

export const fetchHubImage = (id: string, signal: AbortSignal) => staffGetBlob(pathTo(ENDPOINTS.hubImage, { id }), signal);
