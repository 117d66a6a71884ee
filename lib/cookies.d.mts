/** The cookies of a Cookie header by name, as the app's cookies() reads them. */
export declare function parseCookies(header: string | string[] | null | undefined): Map<string, string>;
