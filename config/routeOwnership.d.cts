export type RemoteName = 'marketing' | 'careers' | 'payments' | 'guides' | 'staffhub';
export declare const OWNERSHIP: ReadonlyArray<{ remote: RemoteName; path: string }>;
export declare function ownerOf(pathname: string): RemoteName | undefined;
