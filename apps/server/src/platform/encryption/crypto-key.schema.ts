import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Payload encryption keys handed out by `whosyourdaddy`; the id is the `s` (cryptoSalt) the client sends. */
export const cryptoKey = pgTable('crypto_key', {
  id: uuid().primaryKey().defaultRandom(),
  key: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
