#!/usr/bin/env node
// `npm run build` (and every build the project makes: npm start, npm test, npm run bench): the
// production build into NEXT_DIST_DIR (default .next), then compile hints on its start-up chunks.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

const root = path.resolve(import.meta.dirname, '..');
const next = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { cwd: root, stdio: 'inherit' });
if (next.status !== 0) process.exit(next.status ?? 1);
const chunks = addCompileHints(path.join(root, process.env.NEXT_DIST_DIR || '.next'));
console.log(`› compile hints on ${chunks.length} start-up chunks`);
