import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { mainOriginOf, siteOrigin } from '@/lib/server/http/origin';

// Private feed tokens (docs/decisions/0018-feed-tokens.md): the token is HMAC-SHA256(SESSION_SECRET, nonce),
// 32 bytes in base64url. The database keeps the random nonce (to show the address again in the user
// centre) and the token's SHA-256 (to find it); a copy of the database alone gives neither a token nor a way to
// guess one. A request is looked up by the hash of what it presents, so no secret is compared byte by byte.

/** The token's form in an address: 32 bytes in base64url. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newNonce = () => randomBytes(32).toString('base64url');

export const tokenOf = (nonce: string) => createHmac('sha256', env.SESSION_SECRET).update(`feed-token:${nonce}`).digest('base64url');

export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The feed's two addresses on `origin`. */
export const feedLinksOf = (origin: string, token: string) => ({ rss: `${origin}/feeds/${token}.rss`, atom: `${origin}/feeds/${token}.atom` });

/** The main site's origin of a request (feeds and their records have their address there, docs/decisions/0008). */
export const feedOriginOf = (req: Request) => mainOriginOf(siteOrigin(req.headers, env.SITE_DOMAIN, env.TRUSTED_PROXY_HOPS > 0), env.SITE_DOMAIN);
