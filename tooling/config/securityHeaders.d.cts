export interface Providers {
  emailOrigin: string;
  hppOrigin: string;
  captchaScriptUrl: string;
}
export declare function contentSecurityPolicy(
  manifest: { remotes: Array<{ entry: string }>; worker: string },
  providers: Providers,
  page?: { styleHashes?: readonly string[]; scriptHashes?: readonly string[] },
): string;
export declare function providersFromEnv(env?: Record<string, string | undefined>): Providers;
export declare const COMMON_HEADERS: Record<string, string>;
export declare const FIXED_THIRD_PARTIES: Record<string, string>;
