// The knowledge hub's content, fetched from the worker with the unlock token and
// validated with the same schemas the worker validates it with.
import { HUB_PATHS, hubTopicListSchema, hubTopicSchema } from 'shared-ui/schemas/hubContent';
import { staffGet, staffGetBlob } from '../../../access/staffApi';

export const fetchTopicList = (signal: AbortSignal) => staffGet(HUB_PATHS.topics, hubTopicListSchema, signal);

export const fetchTopic = (slug: string, signal: AbortSignal) => staffGet(HUB_PATHS.topic(slug), hubTopicSchema, signal);

export const fetchHubImage = (id: string, signal: AbortSignal) => staffGetBlob(HUB_PATHS.image(id), signal);
