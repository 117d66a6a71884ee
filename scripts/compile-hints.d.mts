// Types of scripts/compile-hints.mjs (plain JavaScript: the build runs it without a compiler).
export const COMPILE_HINT: string;
export function startupChunks(distDir: string): string[];
export function addCompileHints(distDir: string): string[];
