// The shape of the staff knowledge hub's content. The content itself lives in the
// worker and is served to unlocked staff only; the worker validates it with these
// schemas before answering and the staff hub validates every answer with them again.
import { z } from 'contract/schemas/zod';
import { HUB_TOPICS, type HubTopicSlug } from 'contract/data/hubTopics';

const text = z.string().trim().min(1);

/** A hosted image: the worker serves its bytes at GET ENDPOINTS.hubImage (token required). */
export const hubImageSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    alt: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    caption: text.optional(),
  })
  .strict();

export const calloutBlockSchema = z
  .object({ type: z.literal('callout'), tone: z.enum(['info', 'warning']), title: text.optional(), text })
  .strict();

export const bulletsBlockSchema = z
  .object({ type: z.literal('bullets'), title: text.optional(), items: z.array(text).min(1) })
  .strict();

export const imageBlockSchema = z.object({ type: z.literal('image'), image: hubImageSchema }).strict();

export const hubLinkSchema = z.object({ name: text, url: z.url({ protocol: /^https$/ }), key: text }).strict();

export const linksBlockSchema = z
  .object({ type: z.literal('links'), title: text.optional(), links: z.array(hubLinkSchema).min(1) })
  .strict();

export const subsectionBlockSchema = z
  .object({
    type: z.literal('subsection'),
    title: text,
    paragraphs: z.array(text).min(1),
    image: hubImageSchema.optional(),
  })
  .strict();

export const contentBlockSchema = z.discriminatedUnion('type', [
  calloutBlockSchema,
  bulletsBlockSchema,
  imageBlockSchema,
  linksBlockSchema,
  subsectionBlockSchema,
]);

export const hubSectionSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    /** Shown on the card before it is opened: 'Section 3' or a short label. */
    label: text,
    title: text,
    summary: text,
    blocks: z.array(contentBlockSchema).min(1),
  })
  .strict();

const topicSlugs = HUB_TOPICS.map((topic) => topic.slug) as [HubTopicSlug, ...HubTopicSlug[]];
export const hubTopicSlugSchema = z.enum(topicSlugs);

export const hubTopicSchema = z
  .object({
    key: hubTopicSlugSchema,
    title: text,
    summary: text,
    sections: z.array(hubSectionSchema).min(1),
  })
  .strict()
  .refine((topic) => new Set(topic.sections.map((section) => section.key)).size === topic.sections.length, {
    message: 'Section keys must be unique within a topic',
    path: ['sections'],
  });

/** One entry of GET ENDPOINTS.hubTopics: what the hub's list shows. */
export const hubTopicSummarySchema = z
  .object({ key: hubTopicSlugSchema, title: text, summary: text, sectionCount: z.number().int().positive() })
  .strict();

export const hubTopicListSchema = z.object({ topics: z.array(hubTopicSummarySchema) }).strict();

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
