// The social feed widget: the aggregator's published embed script for the company's
// feed, and the element it renders into. The script is third-party code, so it is
// injected only once the page is idle, never blocks the first paint, and its failure
// leaves links to the social pages instead.
export const SOCIAL_FEED = {
  scriptUrl: 'https://cdn.curator.io/published/rockriverav-feed.js',
  containerId: 'curator-feed-default-feed-layout',
  /** How long to wait for the widget before showing the links instead. */
  timeoutMs: 10_000,
} as const;
