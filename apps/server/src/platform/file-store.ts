import type { Db } from './db/db.ts';

/**
 * Where file contents live (DESIGN.md §1 "files": a local directory by default; the same interface
 * for other stores). The database handle is passed so the database store joins the caller's transaction.
 */
export type FileStore = {
  readonly kind: 'local' | 'database';
  put: (db: Db, key: string, content: Buffer) => Promise<void>;
  get: (db: Db, key: string) => Promise<Buffer | undefined>;
  remove: (db: Db, key: string) => Promise<void>;
};
