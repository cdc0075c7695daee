import { numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A timestamp with time zone (every instant the system keeps). */
export const instant = () => timestamp({ withTimezone: true });

/** Money of the ledgers: numeric(18, 2), read and written as decimal text. */
export const ledgerMoney = () => numeric({ precision: 18, scale: 2 });

/** Who made a row and when (the creator's id and name as they were; none for the system). */
export const createdColumns = () => ({
  createdAt: instant().notNull().defaultNow(),
  createdBy: uuid(),
  createdByName: text(),
});
