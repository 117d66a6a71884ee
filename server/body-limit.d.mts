// Types of server/body-limit.mjs (plain JavaScript: the production server runs it without a compiler).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export function limitBody(req: IncomingMessage, limit: number, over: () => void): void;
export function lingerClose(socket: Socket, ms: number): void;
