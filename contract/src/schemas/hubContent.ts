// The shape of the staff knowledge hub's content. The content itself lives in the
// worker and is served to unlocked staff only; the worker validates it with these
// schemas before answering and the staff hub validates every answer with them again.
import { z } from 'contract/schemas/zod';
import { HUB_TOPICS, type HubTopicSlug } from 'contract/data/hubTopics';

const text = z.string().check(z.trim(), z.minLength(1));

/** A hosted image: the worker serves its bytes at GET ENDPOINTS.hubImage (token required). */
export const hubImageSchema = z
  .strictObject({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    alt: text,
    width: z.number().check(z.int(), z.gt(0)),
    height: z.number().check(z.int(), z.gt(0)),
    caption: z.optional(text),
  });

export const calloutBlockSchema = z
  .strictObject({ type: z.literal('callout'), tone: z.enum(['info', 'warning']), title: z.optional(text), text });

export const bulletsBlockSchema = z
  .strictObject({ type: z.literal('bullets'), title: z.optional(text), items: z.array(text).check(z.minLength(1)) });

export const imageBlockSchema = z.strictObject({ type: z.literal('image'), image: hubImageSchema });

export const hubLinkSchema = z.strictObject({ name: text, url: z.url({ protocol: /^https$/ }), key: text });

export const linksBlockSchema = z
  .strictObject({ type: z.literal('links'), title: z.optional(text), links: z.array(hubLinkSchema).check(z.minLength(1)) });

export const subsectionBlockSchema = z
  .strictObject({
    type: z.literal('subsection'),
    title: text,
    paragraphs: z.array(text).check(z.minLength(1)),
    image: z.optional(hubImageSchema),
  });

export const contentBlockSchema = z.discriminatedUnion('type', [
  calloutBlockSchema,
  bulletsBlockSchema,
  imageBlockSchema,
  linksBlockSchema,
  subsectionBlockSchema,
]);

export const hubSectionSchema = z
  .strictObject({
    key: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    /** Shown on the card before it is opened: 'Section 3' or a short label. */
    label: text,
    title: text,
    summary: text,
    blocks: z.array(contentBlockSchema).check(z.minLength(1)),
  });

const topicSlugs = HUB_TOPICS.map((topic) => topic.slug) as [HubTopicSlug, ...HubTopicSlug[]];
export const hubTopicSlugSchema = z.enum(topicSlugs);

export const hubTopicSchema = z
  .strictObject({
    key: hubTopicSlugSchema,
    title: text,
    summary: text,
    sections: z.array(hubSectionSchema).check(z.minLength(1)),
  })
  .check(z.refine((topic) => new Set(topic.sections.map((section) => section.key)).size === topic.sections.length, {
    message: 'Section keys must be unique within a topic',
    path: ['sections'],
  }));

/** One entry of GET ENDPOINTS.hubTopics: what the hub's list shows. */
export const hubTopicSummarySchema = z
  .strictObject({ key: hubTopicSlugSchema, title: text, summary: text, sectionCount: z.number().check(z.int(), z.gt(0)) });

export const hubTopicListSchema = z.strictObject({ topics: z.array(hubTopicSummarySchema) });

export type HubImage = z.infer<typeof hubImageSchema>;
export type HubLink = z.infer<typeof hubLinkSchema>;
export type CalloutBlock = z.infer<typeof calloutBlockSchema>;
export type BulletsBlock = z.infer<typeof bulletsBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type LinksBlock = z.infer<typeof linksBlockSchema>;
export type SubsectionBlock = z.infer<typeof subsectionBlockSchema>;
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type HubSection = z.infer<typeof hubSectionSchema>;
export type HubTopic = z.infer<typeof hubTopicSchema>;
export type HubTopicSummary = z.infer<typeof hubTopicSummarySchema>;
export type HubTopicList = z.infer<typeof hubTopicListSchema>;
