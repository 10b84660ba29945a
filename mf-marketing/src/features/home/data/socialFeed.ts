// The social feed widget: the aggregator's embed script for the company's feed, and
// the element it draws into. The feed id in the address is the company's account on
// the aggregator (Curator); set it when the account exists. The script is third-party
// code: it is added only once the page is idle and never blocks the first paint; until
// it draws, and for good if it is blocked or draws nothing, the box invites the
// visitor to follow our social pages instead.
export const SOCIAL_FEED = {
  scriptUrl: 'https://cdn.curator.io/published/rockriverav-feed.js',
  containerId: 'curator-feed-default-feed-layout',
  /** How long, once its script is added, the widget has to draw before the box stops waiting for it. */
  timeoutMs: 10_000,
} as const;
