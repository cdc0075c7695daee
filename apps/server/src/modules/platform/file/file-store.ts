import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FileStore } from '#platform/file-store.ts';
import { commonFileBlob } from './file.schema.ts';

export type { FileStore } from '#platform/file-store.ts';

/** Contents as files below a directory (`DATA_DIR/files`); several API processes need it shared. */
export function localFileStore(root: string): FileStore {
  const path = (key: string) => join(root, ...key.split('/'));
  return {
    kind: 'local',
    put: async (_db, key, content) => {
      await mkdir(dirname(path(key)), { recursive: true });
      await writeFile(path(key), content);
    },
    get: async (_db, key) => {
      try {
        return await readFile(path(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    remove: (_db, key) => rm(path(key), { force: true }),
  };
}

/** Contents in the `common_file_blob` table: nothing to share between API processes but the database. */
export const databaseFileStore: FileStore = {
  kind: 'database',
  put: async (db, key, content) => {
    await db.insert(commonFileBlob).values({ storageKey: key, content });
  },
  get: async (db, key) => {
    const [row] = await db.select().from(commonFileBlob).where(eq(commonFileBlob.storageKey, key));
    return row?.content;
  },
  remove: async (db, key) => {
    await db.delete(commonFileBlob).where(eq(commonFileBlob.storageKey, key));
  },
};
