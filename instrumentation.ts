// Runs once when a server process starts: a bad configuration stops it here, with the reason; then
// the background job queue starts (never while `next build` loads the server code).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('@/lib/env');
    if (process.env.NEXT_PHASE !== 'phase-production-build') (await import('@/lib/server/jobs/start')).startJobs();
  }
}
