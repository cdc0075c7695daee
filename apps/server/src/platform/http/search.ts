import type { SearchPayload, SearchResult } from '@freightdesk/domain';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Offset of a page (pages start at 1). */
export function pageOffset(input: Pick<SearchPayload, 'page' | 'size'>): number {
  return (input.page - 1) * input.size;
}

/** ORDER BY terms for the requested sort, using only the columns an entity allows (else its default). */
export function sortTerms(
  input: Pick<SearchPayload, 'sort'>,
  allowed: Record<string, PgColumn>,
  fallback: (SQL | PgColumn)[],
): (SQL | PgColumn)[] {
  const terms = input.sort
    .filter((s) => s.field in allowed)
    .map((s) => (s.order === 'asc' ? asc(allowed[s.field]!) : desc(allowed[s.field]!)));
  return terms.length ? terms : fallback;
}

/** Wraps rows in the search answer shape. */
export function pageOf<T>(
  records: T[],
  total: number,
  input: Pick<SearchPayload, 'page' | 'size'>,
): SearchResult<T> {
  return { records, total, page: input.page, size: input.size };
}

/** A criteria value as trimmed text, or undefined when absent or blank. */
export function criteriaText(criteria: Record<string, unknown>, key: string): string | undefined {
  const v = criteria[key];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** Escapes `%` and `_` for a LIKE pattern containing the text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The number of matching rows a search read with `count(*) over ()`: PostgreSQL answers a bigint,
 * which drivers give as text. A row count, never an amount (amounts go through the decimal library).
 */
export function rowCount(value: unknown): number {
  return value === null || value === undefined ? 0 : Number.parseInt(String(value), 10);
}
