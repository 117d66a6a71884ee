// The rules of the file download proxy (downloadNetFile, 002 §7): which addresses it may fetch. It is
// no open proxy: only http(s) on the default ports, only hosts on the allow-list (DOWNLOAD_PROXY_HOSTS),
// never an address literal and never a private, loopback or otherwise non-public address (checked again
// on every address the name resolves to, lib/server/tendering/download.ts). Pure, shared by the tests.

const V4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 4 or 6 for an IP address literal, 0 for anything else (node:net's isIP, usable in any bundle). */
export function ipVersion(text: string): 0 | 4 | 6 {
  if (V4.test(text)) return 4;
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text) || (text.match(/::/g) ?? []).length > 1) return 0;
  const groups = groupsV6(text);
  return groups.length === 8 && groups.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffff) ? 6 : 0;
}

/**
 * The allow-list as configured: comma- or space-separated host names, `*.example.com` for every
 * sub-domain of example.com (not example.com itself), `host:port` for a host on a port of its own
 * (without one, only the scheme's default port). Lower-cased; what is no host name is dropped.
 */
export function parseAllowList(raw: string): string[] {
  return raw
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
    .filter((h) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/.test(h));
}

/** Whether a host (and port, '' for the default) is on the allow-list: exact names, or a sub-domain of a `*.` entry. */
export function hostAllowed(host: string, allowList: readonly string[], port = ''): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowList.some((item) => {
    const [entry = '', entryPort = ''] = item.split(':');
    if (entryPort !== port) return false;
    return entry.startsWith('*.') ? h.endsWith(entry.slice(1)) && h.length > entry.length - 1 : h === entry;
  });
}

const v4 = (ip: string) => ip.split('.').map(Number) as [number, number, number, number];

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
function privateV4(ip: string): boolean {
  const [a, b, c] = v4(ip);
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF, TEST-NET-1
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The 8 groups of an IPv6 address as numbers (with an embedded IPv4 tail converted). */
function groupsV6(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a, b, c, d] = v4(tail[1]);
    text = text.slice(0, -tail[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const fill = rest === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

function privateV6(ip: string): boolean {
  const g = groupsV6(ip);
  if (g.length !== 8 || g.some((n) => Number.isNaN(n))) return true;
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroHead = g.slice(0, 5).every((n) => n === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): judged as the IPv4 address they carry.
  if (zeroHead && (g5 === 0xffff || g5 === 0) && (g6 !== 0 || g7 > 1)) {
    return privateV4(`${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`);
  }
  if (g.every((n, i) => n === 0 || (i === 7 && n === 1))) return true; // :: and ::1
  if (g0 === 0x64 && g1 === 0xff9b) return privateV4(`${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`); // NAT64
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local
    (g0 & 0xffc0) === 0xfe80 || // link-local
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && g1 === 0xdb8) || // documentation
    g0 === 0x2002 // 6to4 carries an IPv4 address of any kind
  );
}

/** Whether an IP address is anything but a public unicast address (unparsable counts as private). */
export function isPrivateAddress(ip: string): boolean {
  const kind = ipVersion(ip.split('%')[0] ?? '');
  if (kind === 4) return privateV4(ip);
  if (kind === 6) return privateV6(ip);
  return true;
}

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

/** Whether the proxy may fetch an address: scheme, credentials, address literals, the allow-list (host and port). */
export function checkDownloadUrl(raw: string, allowList: readonly string[]): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: '下载地址不正确' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: '只能下载 http(s) 地址的文件' };
  if (url.username || url.password) return { ok: false, reason: '下载地址不能带用户名或密码' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipVersion(host) !== 0) return { ok: false, reason: '不允许从该地址下载文件' };
  if (!hostAllowed(host, allowList, url.port)) return { ok: false, reason: '不允许从该地址下载文件' };
  return { ok: true, url };
}

/**
 * The own file storage's key when an address names it: `/files/<key>` on this site (a path alone,
 * or the site domain or one of its city sub-sites). Such files are read from the storage, not fetched.
 */
export function ownFileKeyOf(raw: string, siteDomain: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, `http://${siteDomain}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const ours = host === siteDomain.toLowerCase() || host.endsWith(`.${siteDomain.toLowerCase()}`);
  if (!ours || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const key = /^\/files\/([^/]+)$/.exec(url.pathname)?.[1];
  return key ? decodeURIComponent(key) : null;
}

/**
 * The name a download is saved under: the filename asked for, else the address's last path part;
 * path separators, control characters and quotes removed, at most 120 characters.
 */
export function downloadName(filename: string | undefined, url: string): string {
  const fromUrl = () => {
    try {
      return decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '');
    } catch {
      return '';
    }
  };
  const clean = (s: string) =>
    s
      .replace(/[\u0000-\u001f\u007f/\\"]/g, '')
      .trim()
      .slice(0, 120);
  return clean(filename ?? '') || clean(fromUrl()) || '附件';
}
