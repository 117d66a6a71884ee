// Runs in the browser before the app hydrates. Zod probes once whether `new Function` is allowed (to
// compile faster parsers); the portal's CSP has no 'unsafe-eval', so the probe is a reported CSP
// violation on every page that validates a form. Jitless mode skips the probe.
import { config } from 'zod/v4/core';

config({ jitless: true });
