// The route label of a request's metrics (lib/metrics.mjs): the app route pattern that answers it
// (`/api/searchByType`, `/files/[key]`, `/jfCase` for /jfCase.html), never the raw URL, so a crawler
// walking a million detail pages or a scanner inventing addresses adds no series. The patterns are the
// build's own (app-path-routes-manifest.json); the legacy `*.html` addresses are mapped as next.config.mjs
// rewrites them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const OTHER = 'other';

/** `[x]` one segment, `[...x]` one or more, `[[...x]]` none or more. */
function patternRegex(route) {
  const body = route
    .split('/')
    .slice(1)
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** The app path a legacy address is rewritten onto (next.config.mjs rewrites). */
function appPath(pathname) {
  if (pathname === '/index.html') return '/';
  const dir = /^(\/[A-Za-z][\w-]*)\/index\.html$/.exec(pathname);
  if (dir) return dir[1];
  const page = /^(\/[A-Za-z][\w-]*)\.html$/.exec(pathname);
  return page ? page[1] : pathname;
}

/**
 * A labeller for these route patterns: a URL's label is its pattern, `/_next` for the framework's
 * assets, `/metrics` for the scrape itself, or `other` (no route: a 404).
 */
export function createRouteLabeller(routes) {
  const fixed = new Set(routes.filter((r) => !r.includes('[')));
  // Fewer dynamic segments first: /files/[key] before /[...rest].
  const dynamic = routes
    .filter((r) => r.includes('['))
    .sort((a, b) => a.split('[').length - b.split('[').length || b.length - a.length)
    .map((route) => ({ route, regex: patternRegex(route) }));
  return (url) => {
    const pathname = (url ?? '/').split('?')[0] || '/';
    if (pathname.startsWith('/_next/')) return '/_next';
    const target = appPath(pathname);
    if (fixed.has(target)) return target;
    return dynamic.find((d) => d.regex.test(target))?.route ?? OTHER;
  };
}

/** The app's route patterns from a build folder (none when it has no manifest: the development server). */
export function builtRoutes(distDir) {
  try {
    return Object.values(JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8')));
  } catch {
    return [];
  }
}
