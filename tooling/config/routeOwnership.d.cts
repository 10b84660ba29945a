export type RemoteName = 'marketing' | 'careers' | 'payments' | 'guides' | 'staffhub';
export declare function ownerOf(pathname: string): RemoteName | undefined;
