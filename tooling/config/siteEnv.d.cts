export declare function siteEnv(base?: number, extra?: Record<string, string>): Record<string, string>;
export declare function remotesManifest(
  base?: number,
  overrides?: Record<string, string>,
): { remotes: Array<{ name: string; entry: string }>; worker: string };
