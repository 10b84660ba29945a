export declare const ASSET_BASE_PLACEHOLDER: string;
