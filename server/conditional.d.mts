// Types of server/conditional.mjs (plain JavaScript: the production server runs it without a compiler).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function pageValidator(headers: OutgoingHttpHeaders, body: Buffer): string | null;
export function notModified(ifNoneMatch: string | undefined, etag: string | null): boolean;
export function answerConditionally(req: Pick<IncomingMessage, 'headers'>, res: ServerResponse): void;
