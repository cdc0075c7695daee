import type { BusinessLogAction, Message } from '@freightdesk/domain';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** One change the machinery records in the business log. */
export type EntityLogEntry = {
  entity: string;
  entityId: string;
  action: BusinessLogAction;
  customerId?: string | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/**
 * What the entity machinery needs from modules (customers, dictionaries, the business log, uploaded
 * files). The top floor gives it when it builds the registry; the machinery reaches it as
 * `rt.registry.services`.
 */
export type EntityServices = {
  /** The ids among these that are customers (as stored). */
  existingCustomers: (db: Db, ids: readonly string[]) => Promise<string[]>;
  /** The customers whose lower-cased code is one of these (staff imports name customers by code). */
  customersByCode: (db: Db, lowerCodes: readonly string[]) => Promise<{ id: string; code: string }[]>;
  /** The items of these dictionaries (only those with these codes, when given). */
  dictionaryItems: (
    db: Db,
    types: readonly string[],
    codes?: readonly string[],
  ) => Promise<{ type: string; code: string; name: Message }[]>;
  /** Records changes in the caller's transaction, naming the signed-in user. */
  writeLog: (tx: Db, ctx: AuthedContext, entries: readonly EntityLogEntry[]) => Promise<void>;
  /** Claims uploads for a record (no longer temporary); throws when one is missing or out of reach. */
  claimFiles: (tx: Db, ctx: AuthedContext, ids: readonly string[]) => Promise<unknown>;
};
