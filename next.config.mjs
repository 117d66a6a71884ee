import { HTML_LIMITED_BOTS } from './lib/seo/html-limited-bots.mjs';

// Legacy public addresses (/search.html, /sourcing/index.html, ...) are the canonical URLs. Each is
// rewritten onto the App Router page of the same name without ".html"; an address with no such page
// falls through to the 404 page with the full chrome.
// Headers of every answer. The Content-Security-Policy is set per request by proxy.ts (lib/security/
// content-security-policy.ts), with a nonce for Next's inline scripts. Strict-Transport-Security is
// not here: it belongs to https answers only, which server/server.mjs tells apart (lib/client-address.mjs).
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Tests build into their own folder so they never disturb a running `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // China's search engines read a page's title and description in the head only (lib/seo/html-limited-bots.mjs).
  htmlLimitedBots: HTML_LIMITED_BOTS,
  // PGlite loads its WebAssembly and data files from its package folder at run time; ws (the chat's
  // socket server) loads its optional native helpers the same way.
  // prom-client and OpenTelemetry keep process-wide state (the registry, the tracer provider): one copy
  // from node_modules, shared with server/server.mjs, not one per server chunk.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ws', 'ip2region', 'prom-client', '@opentelemetry/api', '@opentelemetry/sdk-trace-node', '@opentelemetry/sdk-trace-base', '@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/resources'],
  // 000 §9: resized images at quality 70, or 80 on screens wider than 2560 px (lib/images/quality.ts);
  // the image optimizer answers only the qualities listed here.
  images: { qualities: [70, 80] },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
  async redirects() {
    return [
      { source: '/test', destination: '/index.html', permanent: false },
      // The rules centre "v2" of 001 §2: its rules live at the flat city-host addresses (/rule001.html,
      // /rule001-1.html, index /ruleCenter.html); addresses written under /v2/ reach the same pages.
      { source: '/v2/:rule(rule001|rule001-1).html', destination: '/:rule.html', permanent: true },
      { source: '/v2', destination: '/ruleCenter.html', permanent: true },
      { source: '/v2/index.html', destination: '/ruleCenter.html', permanent: true },
    ];
  },
  async rewrites() {
    return [
      { source: '/index.html', destination: '/' },
      { source: '/:dir([A-Za-z][\\w-]*)/index.html', destination: '/:dir' },
      { source: '/:page([A-Za-z][\\w-]*)\\.html', destination: '/:page' },
    ];
  },
};

export default nextConfig;
