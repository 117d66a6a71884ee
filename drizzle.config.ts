import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL under migrations/ from the schema; both drivers apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema.ts',
  out: './migrations',
});
