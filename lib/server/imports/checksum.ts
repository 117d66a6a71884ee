import 'server-only';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** SHA-256 of a stream's bytes, hex: the identity of a file for resuming its import. */
export async function fileChecksum(input: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of input) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
