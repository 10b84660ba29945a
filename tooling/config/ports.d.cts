export type AppName = 'shell' | 'marketing' | 'careers' | 'payments' | 'guides' | 'staffhub' | 'worker' | 'releases' | 'sandbox';
export type RemoteName = 'marketing' | 'careers' | 'payments' | 'guides' | 'staffhub';
export declare function portsFor(base?: number): Record<AppName, number>;
export declare const REMOTES: RemoteName[];
export declare const DEFAULT_BASE_PORT: number;
