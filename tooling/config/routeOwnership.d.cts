export type RemoteName = 'marketing' | 'careers' | 'payments' | 'guides' | 'staffhub';
export declare function ownerOf(pathname: string): RemoteName | undefined;
export declare const OWNERSHIP: ReadonlyArray<{ remote: RemoteName; path: string }>;
export declare const WITHOUT_FOOTER: ReadonlyArray<string>;
export declare function showsFooter(pathname: string): boolean;
export declare function isInSection(to: string, pathname: string): boolean;
export declare function normalizePath(pathname: string): string;
