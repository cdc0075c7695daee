import type { ProgressStatus } from '@freightdesk/domain';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A job's state (shared with the web's progress bar). */
export type JobStatus = ProgressStatus;

/** `bytea` read as a Buffer on both drivers (PGlite answers a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Long work (imports, exports) run as a job: its id is the `progressId` the client polls. Progress,
 * result and the file of an export live here so that any API process can answer about it.
 */
export const commonJob = pgTable(
  'common_job',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the job does, e.g. `entityExport`, `entityImportPreview`, `entityImportConfirm`. */
    type: varchar({ length: 64 }).notNull(),
    /** What it works on (an entity name), for the log and the progress dialog. */
    subject: varchar({ length: 128 }),
    ownerId: uuid().notNull(),
    /** The owner's language when the job started: its messages are written in it. */
    lang: varchar({ length: 8 }).notNull(),
    status: varchar({ length: 16 }).$type<JobStatus>().notNull().default('queued'),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    /** The phase being worked on, in the owner's language. */
    message: text(),
    result: jsonb(),
    resultFile: bytes(),
    resultFileName: text(),
    resultContentType: text(),
    /** The failure in the owner's language. */
    error: text(),
    /** The process working on it (host:pid:start), set by the claim. */
    worker: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    /** Refreshed while the job runs; a running job whose heartbeat stops was left by a dead process. */
    heartbeatAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('common_job_status_heartbeat_idx').on(t.status, t.heartbeatAt),
    index('common_job_created_idx').on(t.createdAt),
  ],
);
