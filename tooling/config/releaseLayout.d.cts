export declare const VERSION_PATTERN: RegExp;
export declare const PREVIEW_TOKEN_PATTERN: RegExp;
export declare const LIVE_FILE: string;
export declare const HISTORY_FILE: string;
export declare const PREVIEWS_DIR: string;
export declare const PREVIEW_HEADER: string;
export declare function releaseFolder(remote: string, version: string): string;
export declare function previewFile(token: string): string;
