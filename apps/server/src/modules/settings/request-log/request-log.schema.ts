import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Every outside call (carriers, track, price APIs): secrets masked before they are written. */
export const requestDetailLog = pgTable(
  'request_detail_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    tag: varchar({ length: 100 }).notNull(),
    method: varchar({ length: 10 }).notNull(),
    url: text().notNull(),
    requestHeaders: jsonb().$type<Record<string, string>>().notNull(),
    requestBody: text(),
    responseCode: integer(),
    responseHeaders: jsonb().$type<Record<string, string>>(),
    responseBody: text(),
    requestTime: timestamp({ withTimezone: true }).notNull(),
    responseTime: timestamp({ withTimezone: true }),
    costMs: integer(),
    remark: text(),
    logRef: varchar({ length: 100 }),
    apiId: varchar({ length: 40 }),
  },
  (t) => [
    index('request_detail_log_time_idx').on(t.requestTime),
    index('request_detail_log_ref_idx').on(t.logRef),
    index('request_detail_log_tag_idx').on(t.tag),
  ],
);
