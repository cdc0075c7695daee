import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from apps/server) writes SQL migrations from the `*.schema.ts` files. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.schema.ts',
  out: './migrations',
  casing: 'snake_case',
});
