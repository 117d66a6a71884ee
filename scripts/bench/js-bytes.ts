// The JavaScript a route makes a browser download: every script its server-rendered HTML loads, at the
// size it travels (gzip, as `next start` compresses it). Read from the HTML rather than from build
// manifests, whose format changes between Next versions; the HTML is what a browser really follows.
import zlib from 'node:zlib';
import { requestOnce, wirePath, type Server, type Target } from './load';
import type { RouteBytes } from './results';

/**
 * Script addresses an HTML page loads: <script src> (except noModule ones, which modern browsers skip)
 * and <link rel="preload|modulepreload" as="script">, each once, in page order.
 */
export function scriptSources(html: string): string[] {
  const found: string[] = [];
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  for (const tag of tags) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr('src');
      if (src && !/\snomodule(=|\s|>|\/)/i.test(tag)) found.push(src);
    } else if (/^(preload|modulepreload)$/i.test(attr('rel') ?? '') && (attr('as') === 'script' || attr('rel') === 'modulepreload')) {
      const href = attr('href');
      if (href) found.push(href);
    }
  }
  return [...new Set(found.map((s) => s.replace(/&amp;/g, '&')))];
}

/** gzip at zlib's default level, the one `next start`'s compression uses. */
export function gzipSize(buf: Buffer): number {
  return zlib.gzipSync(buf).length;
}

/** Fetches a route's HTML and each of its scripts, and sums their sizes. */
export async function routeBytes(server: Server, route: string, target: Target): Promise<RouteBytes> {
  const page = await requestOnce(server, target);
  if (page.status !== 200) throw new Error(`${target.path} 返回 ${page.status}`);
  const html = page.body.toString('utf8');
  const scripts: RouteBytes['scripts'] = [];
  for (const src of scriptSources(html)) {
    if (!src.startsWith('/')) continue; // a third-party script would be somebody else's bytes
    const res = await requestOnce(server, { method: 'GET', path: wirePath(src), headers: { host: target.headers.host ?? 'localhost' }, envelope: false });
    if (res.status !== 200) throw new Error(`${src} 返回 ${res.status}`);
    scripts.push({ src, raw: res.body.length, gzip: gzipSize(res.body) });
  }
  return {
    route,
    url: target.path,
    scripts,
    jsRaw: scripts.reduce((s, x) => s + x.raw, 0),
    jsGzip: scripts.reduce((s, x) => s + x.gzip, 0),
    htmlRaw: page.body.length,
    htmlGzip: gzipSize(page.body),
  };
}
