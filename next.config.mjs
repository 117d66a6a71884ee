// Legacy public addresses (/search.html, /sourcing/index.html, ...) are the canonical URLs. Each is
// rewritten onto the App Router page of the same name without ".html"; an address with no such page
// falls through to the 404 page with the full chrome.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Tests build into their own folder so they never disturb a running `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  async redirects() {
    return [{ source: '/test', destination: '/index.html', permanent: false }];
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
