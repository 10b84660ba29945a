export declare function pageLinkHeader(
  manifest: { remotes: Array<{ name: string; entry: string }> },
  pathname: string,
  ownOrigin?: string,
): string;
export declare function preconnectLinkHeader(manifest: { remotes: Array<{ entry: string }> }, ownOrigin?: string): string;
