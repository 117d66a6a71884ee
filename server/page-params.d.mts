// Types of server/page-params.mjs.
export declare const PAGE_PARAMS: Record<string, readonly string[]>;
export declare function normalisedPageUrl(url: string): string;
