// Types of server/guards.mjs (plain JavaScript: the production server runs it without a compiler).
export declare const API_PATH: RegExp;
export declare const SERVER_CODES: { badRequest: number; notFound: number; methodNotAllowed: number; tooMany: number; server: number; unavailable: number };
export declare function envelopeFor(status: number): { code: number; msg: string; data: null };
export declare function bodyLimit(path: string): number;
export declare function refusalOf(method: string | undefined, url: string, contentLength: string | undefined): number;
export declare function needsDatabase(url: string): boolean;
export declare function costsRender(url: string): boolean;
export declare function rawEnvelopeResponse(status: number): string;
export declare function unavailablePage(requestId: string): string;
export declare function busyPage(status: number, requestId: string): string;
export declare function accessLine(fields: { requestId: string; method?: string; url?: string; status: number; ms: number; cache?: unknown; client: string }): string;
export declare function createRenderLimiter(opts: { ratePerSec: number; burst: number; maxClients?: number; now?: () => number }): {
  take(client: string): number;
  readonly size: number;
};
export declare function dbTroubleSince(state: { downSince: number; troubleAt?: number } | undefined, now: number): boolean;
