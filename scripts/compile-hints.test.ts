import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupChunks } from './compile-hints.mjs';

// A build folder shaped like Next's: the runtime in build-manifest.json, each page's chunks in its
// client-reference manifest, and a chunk that only a dynamic import loads.
let dist: string;
const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);
const manifest = (page: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${page}"] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'server', 'app', 'search'), { recursive: true });
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/runtime.js'] }),
  );
  writeFileSync(path.join(dist, 'server', 'app', 'page_client-reference-manifest.js'), manifest('/page', { '[project]/app/layout': ['static/chunks/layout.js'] }));
  writeFileSync(
    path.join(dist, 'server', 'app', 'search', 'page_client-reference-manifest.js'),
    manifest('/search/page', { '[project]/app/layout': ['static/chunks/layout.js'], '[project]/app/search/page': ['static/chunks/search.js', 'static/chunks/search.css'] }),
  );
  for (const name of ['react-dom.js', 'runtime.js', 'layout.js', 'search.js', 'city-panel.js', 'polyfill.js']) writeFileSync(chunk(name), `(globalThis.TURBOPACK||=[]).push([${JSON.stringify(name)}]);`);
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('startupChunks', () => {
  it('lists the runtime and the chunks of every layout and page, once each, scripts only', () => {
    expect(startupChunks(dist)).toEqual(['static/chunks/layout.js', 'static/chunks/react-dom.js', 'static/chunks/runtime.js', 'static/chunks/search.js']);
  });
});

describe('addCompileHints', () => {
  it('puts the hint on the first line of start-up chunks only, keeping their code', () => {
    addCompileHints(dist);
    expect(readFileSync(chunk('react-dom.js'), 'utf8')).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||=[]).push(["react-dom.js"]);`);
    for (const name of ['runtime.js', 'layout.js', 'search.js']) expect(readFileSync(chunk(name), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    // Loaded on demand, or never by a modern browser: compiled lazily as before.
    for (const name of ['city-panel.js', 'polyfill.js']) expect(readFileSync(chunk(name), 'utf8')).not.toContain(COMPILE_HINT);
  });

  it('hints a chunk once however often the build step runs', () => {
    addCompileHints(dist);
    addCompileHints(dist);
    expect(readFileSync(chunk('layout.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('fails when the build lists no start-up chunks', () => {
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: [] }));
    rmSync(path.join(dist, 'server'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
    expect(() => addCompileHints(dist)).toThrow(/no start-up chunks/);
  });
});
