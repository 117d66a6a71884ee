// Types of server/gzip-answer.mjs (plain JavaScript: the production server runs it without a compiler).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const GZIP_PATH: RegExp;
export function acceptsGzip(acceptEncoding: string | string[] | undefined | null): boolean;
export function gzipAnswer(req: Pick<IncomingMessage, 'headers'>, res: ServerResponse): void;
