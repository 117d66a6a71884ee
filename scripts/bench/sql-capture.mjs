// Preloaded (node --import) into one extra, unmeasured server of the bench: records every statement the
// app sends through node-postgres, with its parameters and how long it took, as JSON lines in
// BENCH_SQL_CAPTURE_FILE. The bench then replays a request, reads the statements that request ran and
// asks PostgreSQL for their plans. Patching pg's Client here, outside the app, means the plans are of
// the SQL the pages and the API really send, whatever builds it, with no hook in lib/server.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const out = process.env.BENCH_SQL_CAPTURE_FILE;

if (out) {
  // The app loads pg as an external package from the project's node_modules: the same module instance.
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const pg = require('pg');
  const original = pg.Client.prototype.query;

  const record = (text, values, started, error) => {
    if (typeof text !== 'string') return;
    const line = { pid: process.pid, at: Date.now(), ms: performance.now() - started, text, values: values ?? [] };
    if (error) line.error = String(error.message ?? error);
    try {
      appendFileSync(out, `${JSON.stringify(line)}\n`);
    } catch {
      // a capture that cannot be written must not break the request
    }
  };

  pg.Client.prototype.query = function query(config, values, callback) {
    if (config && typeof config.submit === 'function') return original.call(this, config, values, callback);
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    const started = performance.now();
    const cbIndex = typeof callback === 'function' ? 2 : typeof values === 'function' ? 1 : -1;
    if (cbIndex >= 0) {
      const args = [config, values, callback];
      const cb = args[cbIndex];
      args[cbIndex] = (err, res) => {
        record(text, params, started, err);
        cb(err, res);
      };
      return original.apply(this, args.slice(0, cbIndex + 1));
    }
    const result = original.call(this, config, values);
    if (result && typeof result.then === 'function') {
      result.then(
        () => record(text, params, started),
        (err) => record(text, params, started, err),
      );
    }
    return result;
  };
}
