// Explicit compile hints (https://v8.dev/blog/explicit-compile-hints) for the client chunks every page
// runs at start-up. Turbopack wraps each module in a function that V8 compiles lazily, on the main
// thread, the moment the module is first required; during hydration that is most of React DOM and
// Next's runtime, in the one long task that Lighthouse counts as blocking time. With the magic comment
// at the top of a file, Chrome (136+) compiles all its functions on the background thread that streams
// the script. Chunks loaded later (dynamic imports) are left alone: compiling them early would be work
// for code that may never run. Other browsers ignore the comment.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Every client-reference manifest of the app router under `dir`. */
function referenceManifests(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...referenceManifests(full));
    else if (entry.name.endsWith('_client-reference-manifest.js')) out.push(full);
  }
  return out;
}

/**
 * The chunks a page loads before it hydrates, as paths relative to `distDir`: Next's runtime and
 * React DOM (build-manifest rootMainFiles) and the chunks of every layout and page (entryJSFiles).
 */
export function startupChunks(distDir) {
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const chunks = new Set(build.rootMainFiles ?? []);
  for (const file of referenceManifests(path.join(distDir, 'server', 'app'))) {
    // The manifest is a script assigning globalThis.__RSC_MANIFEST[page]; run it in a bare context.
    const context = {};
    vm.runInNewContext(readFileSync(file, 'utf8'), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const f of files) chunks.add(f);
    }
  }
  return [...chunks].filter((f) => f.endsWith('.js')).sort();
}

/** Puts the hint on top of every start-up chunk (once); returns the chunks it is on. */
export function addCompileHints(distDir) {
  const chunks = startupChunks(distDir);
  if (chunks.length === 0) throw new Error(`${distDir}: build-manifest.json lists no start-up chunks`);
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, `${COMPILE_HINT}\n${source}`);
  }
  return chunks;
}
