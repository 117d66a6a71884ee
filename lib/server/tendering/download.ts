import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ErrorCode } from '@/lib/api/envelope';
import { env } from '@/lib/env';
import { log } from '@/lib/server/log';
import { ApiError } from '@/lib/server/http/errors';
import { readableFile } from '@/lib/server/files/uploads';
import { checkDownloadUrl, downloadName, isPrivateAddress, ownFileKeyOf, parseAllowList } from '@/lib/tendering/download-rules';
import { DOWNLOAD_FAILED } from '@/lib/tendering/messages';

// The file download proxy (downloadNetFile, 002 §7): a tender notice's attachment saved under its
// title. Files of the own storage are read from it; anything else is fetched only from an allow-listed
// host (DOWNLOAD_PROXY_HOSTS) whose every resolved address is public, checked inside the connection's
// own lookup so a name cannot resolve to a public address for the check and a private one for the
// connection. Redirects are followed by hand (3 at most), each target checked like the first address.
// Size and time are bounded (DOWNLOAD_PROXY_MAX_MB, DOWNLOAD_PROXY_TIMEOUT_MS).

export interface DownloadedFile {
  name: string;
  contentType: string;
  data: Buffer;
}

/** The proxy will not fetch this address (allow-list, scheme, private address): 403. */
export class DownloadRefused extends Error {}

export interface RemoteOptions {
  allowList: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  /** The resolver (tests point names at a local server). */
  lookup?: typeof dns.lookup;
  /** Which resolved addresses are refused (default: every non-public one). */
  isBlocked?: (address: string) => boolean;
}

const MAX_REDIRECTS = 3;
/** Remote downloads one process runs at once: a burst of them cannot tie up its sockets and memory. */
const MAX_CONCURRENT = 8;
let running = 0;

/** Content types passed on as they are; anything else is sent as bytes. */
const SAFE_TYPES = new Set([
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'image/png',
  'image/gif',
  'text/plain',
]);

const safeType = (header: string | undefined) => {
  const type = (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return SAFE_TYPES.has(type) ? type : 'application/octet-stream';
};

/** A lookup that fails when any address of the name is blocked. */
function guardedLookup(isBlocked: (address: string) => boolean, lookup: typeof dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as unknown as dns.LookupAddress[];
      const blocked = list.find((a) => isBlocked(a.address));
      if (blocked || list.length === 0) {
        return callback(Object.assign(new DownloadRefused(`不允许从该地址下载文件`), { code: 'EBLOCKED' }), '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

interface Answer {
  status: number;
  location: string | undefined;
  contentType: string | undefined;
  data: Buffer;
}

function requestOnce(url: URL, opts: RemoteOptions, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        signal,
        agent: false,
        lookup: guardedLookup(opts.isBlocked ?? isPrivateAddress, opts.lookup ?? dns.lookup),
        headers: { 'user-agent': 'jfportal-download/1.0', accept: '*/*' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType: undefined, data: Buffer.alloc(0) });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new Error(`source answered ${status}`));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > opts.maxBytes) {
          res.destroy();
          return reject(new Error('file too large'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) return res.destroy(new Error('file too large'));
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => resolve({ status, location: undefined, contentType: res.headers['content-type'], data: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
  });
}

/** Fetches an allow-listed address; DownloadRefused when the proxy may not, Error when the source fails. */
export async function fetchRemoteFile(raw: string, opts: RemoteOptions): Promise<{ contentType: string; data: Buffer }> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let target = raw;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const verdict = checkDownloadUrl(target, opts.allowList);
    if (!verdict.ok) throw new DownloadRefused(verdict.reason);
    let answer: Answer;
    try {
      answer = await requestOnce(verdict.url, opts, signal);
    } catch (err) {
      if (err instanceof DownloadRefused || (err as { code?: string }).code === 'EBLOCKED') throw new DownloadRefused('不允许从该地址下载文件');
      throw err;
    }
    if (answer.status < 300) return { contentType: safeType(answer.contentType), data: answer.data };
    if (!answer.location) throw new Error(`redirect without a location`);
    target = new URL(answer.location, verdict.url).toString();
  }
  throw new Error('too many redirects');
}

const remoteOptions = (): RemoteOptions => ({
  allowList: parseAllowList(env.DOWNLOAD_PROXY_HOSTS),
  maxBytes: env.DOWNLOAD_PROXY_MAX_MB * 1024 * 1024,
  timeoutMs: env.DOWNLOAD_PROXY_TIMEOUT_MS,
});

/**
 * downloadNetFile: the file at `url` saved as `filename`. Own files are read as the viewer may read
 * them (readableFile: docs/file-storage.md "Who reads a file"); 403 for an address the proxy refuses,
 * 404 for an own file that is not there or not the viewer's to read, 502 with the page's message when
 * the source fails.
 */
export async function downloadNetFile(url: string, filename: string | undefined, viewerUserId: number | null, remote: RemoteOptions = remoteOptions()): Promise<DownloadedFile> {
  const name = downloadName(filename, url);
  const own = ownFileKeyOf(url, env.SITE_DOMAIN);
  if (own !== null) {
    const file = /^[0-9a-f]{32}\.[a-z]{3,4}$/.test(own) ? await readableFile(own, viewerUserId) : null;
    if (!file) throw new ApiError(404, ErrorCode.notFound, '文件不存在');
    return { name, contentType: file.meta.contentType, data: file.data };
  }
  if (running >= MAX_CONCURRENT) throw new ApiError(503, ErrorCode.unavailable, '服务繁忙，请稍后重试');
  running++;
  try {
    return { name, ...(await fetchRemoteFile(url, remote)) };
  } catch (err) {
    if (err instanceof DownloadRefused) throw new ApiError(403, ErrorCode.forbidden, err.message);
    log.warn('download.failed', { host: safeHost(url), error: err instanceof Error ? err.message : String(err) });
    throw new ApiError(502, ErrorCode.server, DOWNLOAD_FAILED);
  } finally {
    running--;
  }
}

const safeHost = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};
