// Runs once when a server process starts: a bad configuration stops it here, with the reason.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('@/lib/env');
  }
}
