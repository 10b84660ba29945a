// The social feed widget: the aggregator's embed script for the company's feed, and
// the element it renders into. The feed id in the address is the company's account
// on the aggregator (Curator); set it when the account exists. The script is
// third-party code, so it is injected only once the page is idle, never blocks the
// first paint, and its failure leaves a link to our social page instead.
export const SOCIAL_FEED = {
  scriptUrl: 'https://cdn.curator.io/published/rockriverav-feed.js',
  containerId: 'curator-feed-default-feed-layout',
  /** How long to wait for the widget before showing the link instead. */
  timeoutMs: 10_000,
} as const;
