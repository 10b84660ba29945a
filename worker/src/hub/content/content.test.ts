import type { ContentBlock, HubImage, HubTopic } from 'contract/schemas/hubContent';
import { hubImage } from '../images';
import { HUB_TOPIC_CONTENT, hubTopic } from './index';

const blocks = (topic: HubTopic): ContentBlock[] => topic.sections.flatMap((section) => section.blocks);
const allBlocks = HUB_TOPIC_CONTENT.flatMap(blocks);

/** Every sentence a technician can read in a topic. */
function topicText(topic: HubTopic): string {
  return blocks(topic)
    .flatMap((block) => {
      switch (block.type) {
        case 'callout':
          return [block.text];
        case 'bullets':
          return block.items;
        case 'subsection':
          return block.paragraphs;
        default:
          return [];
      }
    })
    .join('\n');
}

const images = (): HubImage[] =>
  allBlocks.flatMap((block) => (block.type === 'image' ? [block.image] : block.type === 'subsection' && block.image ? [block.image] : []));

describe('the hub content', () => {
  it('states the speaker-system facts field technicians rely on', () => {
    const sonos = topicText(hubTopic('sonos')!);
    expect(sonos).toContain('A temporary Sonos account expires in 21 days.');
    expect(sonos).toContain('The spanning-tree limit is 4 bridges from one amplifier');
    expect(sonos).toContain('Devices produced after April 2015 need the newer Sonos app.');
  });

  it('uses every kind of content block', () => {
    expect(new Set(allBlocks.map((block) => block.type))).toEqual(new Set(['callout', 'bullets', 'image', 'links', 'subsection']));
  });

  it('draws every image it refers to, at the size it gives', () => {
    expect(images().length).toBeGreaterThan(0);
    for (const image of images()) {
      expect(hubImage(image.id)).toContain(`width="${image.width}" height="${image.height}"`);
    }
  });

  it('gives every link a key of its own and a secure address', () => {
    const links = allBlocks.flatMap((block) => (block.type === 'links' ? block.links : []));
    expect(new Set(links.map((link) => link.key)).size).toBe(links.length);
    for (const link of links) expect(link.url).toMatch(/^https:\/\//);
  });

  it('keys every section uniquely across the hub', () => {
    const keys = HUB_TOPIC_CONTENT.flatMap((topic) => topic.sections.map((section) => section.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
