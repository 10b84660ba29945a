// The knowledge hub's topics: their slugs and names are public (the route table
// shows them); their content is served by the worker to unlocked staff only.
export const HUB_TOPICS = [
  { slug: 'urcremotes', name: 'URC Remotes' },
  { slug: 'sonos', name: 'Sonos' },
  { slug: 'control4', name: 'Control4' },
  { slug: 'qsys', name: 'Q-SYS' },
  { slug: 'shop', name: 'Shop Policies' },
] as const;

export type HubTopicSlug = (typeof HUB_TOPICS)[number]['slug'];
