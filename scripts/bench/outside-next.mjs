// Loaded before a bench script that asks the search in process (scripts/bench/forgiving.ts): outside
// Next, the react-server condition that lets `server-only` load also makes next/navigation (which the
// search's request-asker loads) fail, so the script runs under the default conditions and `server-only`
// resolves to an empty module instead, as in the tests (test/server-only-stub.ts).
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function resolve(specifier, context, next) { return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context); }',
    ),
);
