import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of the schema folder (`index.ts` only re-exports them).
  schema: './apps/server/src/db/schema',
  out: './apps/server/drizzle',
});
