// Every topic's content, in the hub's order. Plain data with type-only imports: the
// e2e bundle check reads it to prove none of it ships in a client bundle.
import type { TopicContent } from './blocks';
import { control4 } from './control4';
import { qsys } from './qsys';
import { shop } from './shop';
import { sonos } from './sonos';
import { urcRemotes } from './urcRemotes';

export const TOPIC_CONTENT: readonly TopicContent[] = [urcRemotes, sonos, control4, qsys, shop];
