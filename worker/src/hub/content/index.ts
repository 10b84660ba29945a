// The hub's topics as the worker serves them: numbered sections, titles from the
// public topic list, and every topic validated with the shared schema once, when the
// module loads (a content mistake stops the worker at start-up, not a visitor later).
import { HUB_TOPICS } from 'contract/data/hubTopics';
import { hubTopicSchema, type HubTopic } from 'contract/schemas/hubContent';
import type { TopicContent } from './blocks';
import { TOPIC_CONTENT } from './topics';

function servedTopic({ key, summary, firstSection, sections }: TopicContent): HubTopic {
  const title = HUB_TOPICS.find((topic) => topic.slug === key)?.name;
  return hubTopicSchema.parse({
    key,
    title,
    summary,
    sections: sections.map((section, index) => {
      const number = firstSection + index;
      return { key: `${key}-${number}`, label: `Section ${number}`, ...section };
    }),
  });
}

export const HUB_TOPIC_CONTENT: readonly HubTopic[] = HUB_TOPICS.map(({ slug }) => {
  const content = TOPIC_CONTENT.find((topic) => topic.key === slug);
  if (!content) throw new Error(`the hub topic ${slug} has no content`);
  return servedTopic(content);
});

export const hubTopic = (slug: string): HubTopic | undefined => HUB_TOPIC_CONTENT.find((topic) => topic.key === slug);
