import { bigint, boolean, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * An uploaded file. `customerId` is the customer of a customer-side uploader: customer users reach only
 * their own customer's files. `isTemp` files not claimed by a business record within a day are purged.
 */
export const commonFile = pgTable(
  'common_file',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    /** Where the content lives in the configured store. */
    storageKey: text().notNull(),
    isTemp: boolean().notNull().default(true),
    /** What the upload came from (a screen or business name, e.g. `waybill`). */
    fromSource: text(),
    customerId: uuid(),
    createdBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('common_file_temp_idx').on(t.isTemp, t.createdAt)],
);

/** File contents when the store is the database (`FILE_STORE=database`). */
export const commonFileBlob = pgTable('common_file_blob', {
  storageKey: text().primaryKey(),
  content: bytea().notNull(),
});

/**
 * A short-lived link to a file (download and preview URLs): opened without the token header (a new
 * tab, an <img>), so the link itself is the permission. Kept in the database so any API process serves it.
 */
export const commonFileLink = pgTable(
  'common_file_link',
  {
    token: text().primaryKey(),
    fileId: uuid()
      .notNull()
      .references(() => commonFile.id, { onDelete: 'cascade' }),
    inline: boolean().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('common_file_link_expires_idx').on(t.expiresAt)],
);
