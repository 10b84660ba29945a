// Small builders for the hub's content blocks, so the topic files read as text.
// Type-only imports: the e2e bundle check loads these files as plain data.
import type {
  BulletsBlock,
  CalloutBlock,
  ContentBlock,
  HubImage,
  HubLink,
  ImageBlock,
  LinksBlock,
  SubsectionBlock,
} from 'contract/schemas/hubContent';
import type { HubTopicSlug } from 'contract/data/hubTopics';

export interface SectionContent {
  title: string;
  summary: string;
  blocks: ContentBlock[];
}

export interface TopicContent {
  key: HubTopicSlug;
  summary: string;
  /** The number of the first section: the remote-control guides start at 0. */
  firstSection: 0 | 1;
  sections: SectionContent[];
}

export const note = (text: string, title?: string): CalloutBlock => ({ type: 'callout', tone: 'info', text, ...(title && { title }) });

export const warning = (text: string, title?: string): CalloutBlock => ({
  type: 'callout',
  tone: 'warning',
  text,
  ...(title && { title }),
});

export const bullets = (title: string | undefined, items: string[]): BulletsBlock => ({
  type: 'bullets',
  ...(title && { title }),
  items,
});

export const image = (img: HubImage): ImageBlock => ({ type: 'image', image: img });

export const links = (title: string | undefined, list: HubLink[]): LinksBlock => ({
  type: 'links',
  ...(title && { title }),
  links: list,
});

export const subsection = (title: string, paragraphs: string[], img?: HubImage): SubsectionBlock => ({
  type: 'subsection',
  title,
  paragraphs,
  ...(img && { image: img }),
});
