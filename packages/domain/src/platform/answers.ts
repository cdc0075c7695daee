import { z } from 'zod';

/**
 * Output schemas shared by many endpoints: the `data` of their answers (see `contract.ts`). Their
 * input side is what a server handler may return, their output side the JSON the caller reads.
 */

/** A write that answers nothing (`data: null`). */
export const nullAnswer = z.null();

/** A long piece of work started as a job: poll `common/progress/detail` with the id. */
export const jobStartAnswer = z.object({ progressId: z.string() });

/** The answer of a route that sends a file (download, export) rather than the JSON envelope. */
export const fileAnswer = z.any().meta({ description: 'A file (not the JSON envelope)' });

/** A picker option (`autocomplete`). */
export const optionAnswer = z.object({ id: z.string(), label: z.string() });

/** One page of a search: `records` of the page, `total` matching rows. */
export function searchResultOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

/** Counts of the status tabs: all rows, and per enabled state when the rows have one. */
export const statusCountsAnswer = z.object({
  all: z.number().int(),
  enabled: z.number().int().optional(),
  disabled: z.number().int().optional(),
});

/** Counts per value of one field (`groupBy`). */
export const groupCountsAnswer = z.array(
  z.object({ value: z.unknown(), label: z.string(), count: z.number().int() }),
);

const isoTimestamp = z.iso.datetime({ offset: true });

/** A timestamp: the server hands a `Date` (or its text), the caller reads ISO 8601 text. */
export const timestampAnswer = z.codec(z.union([z.date(), isoTimestamp]), isoTimestamp, {
  decode: (value) => (value instanceof Date ? value.toISOString() : value),
  encode: (text) => text,
});
