// A small staff hub topic for component tests, with one block of every kind. (The real content
// lives in the worker and never reaches the browser packages.)
import type { HubTopic, HubTopicList } from 'contract/schemas/hubContent';

export const DIAGRAM = { id: 'test-diagram', alt: 'A test diagram of a rack', width: 640, height: 360, caption: 'The rack, top to bottom.' };
export const SECOND_DIAGRAM = { id: 'second-diagram', alt: 'A second test diagram', width: 320, height: 200 };

export const TOPIC: HubTopic = {
  key: 'sonos',
  title: 'Sonos',
  summary: 'Speaker guides for the test.',
  sections: [
    {
      key: 'sonos-1',
      label: 'Section 1',
      title: 'Accounts',
      summary: 'Whose account the system lives in.',
      blocks: [
        { type: 'callout', tone: 'warning', title: 'Temporary accounts expire', text: 'Transfer the system in time.' },
        { type: 'bullets', title: 'Bring', items: ['A charged phone', 'The network sheet'] },
        { type: 'image', image: DIAGRAM },
        {
          type: 'links',
          title: 'Resources',
          links: [
            { name: 'Sonos support', url: 'https://support.sonos.com/', key: 'support' },
            { name: 'Sonos products', url: 'https://www.sonos.com/', key: 'products' },
          ],
        },
        { type: 'subsection', title: 'Registering', paragraphs: ['First paragraph.', 'Second paragraph.'], image: SECOND_DIAGRAM },
        { type: 'callout', tone: 'info', text: 'A note without a title.' },
      ],
    },
    {
      key: 'sonos-2',
      label: 'Section 2',
      title: 'Which app',
      summary: 'Matching the app to the speakers.',
      blocks: [{ type: 'subsection', title: 'Device age', paragraphs: ['Check every device first.'] }],
    },
  ],
};

export const TOPIC_LIST: HubTopicList = {
  topics: [
    { key: 'urcremotes', title: 'URC Remotes', summary: 'Remote guides for the test.', sectionCount: 11 },
    { key: 'sonos', title: 'Sonos', summary: 'Speaker guides for the test.', sectionCount: 10 },
  ],
};
