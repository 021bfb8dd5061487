import { defineConfig } from 'drizzle-kit';

// Migrations are generated SQL, committed, and applied at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
