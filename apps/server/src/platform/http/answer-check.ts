import type { z } from 'zod';
import { JsonText } from './json-text.ts';

/**
 * In tests every answer is checked against its route's output schema, so the schema published in
 * `/api/openapi.json` is the one the API really keeps: a route answering otherwise fails its own
 * API tests with the first mismatch named. Production does not pay for it.
 */
export function checkAnswer(route: { method: string; url: string; output?: z.ZodType }, data: unknown): void {
  if (!route.output) return;
  const value = data instanceof JsonText ? JSON.parse(data.text) : data;
  const parsed = route.output.safeParse(value);
  if (parsed.success) return;
  const issue = parsed.error.issues[0]!;
  const problem = `${route.method} ${route.url} answered outside its output schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`;
  console.error(problem);
  throw new Error(problem);
}
