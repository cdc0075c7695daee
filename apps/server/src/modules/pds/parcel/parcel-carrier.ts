import { eq } from 'drizzle-orm';
import {
  CarrierCallError,
  type CarrierError,
  type CarrierRuntime,
  type WithConnector,
  withConnector,
} from '#modules/settings/carrier-api/index.ts';
import { channelTable } from '#modules/settings/index.ts';

export type {
  CarrierConnector,
  CarrierError,
  CarrierShipment,
  ShipResult,
  TrackEvent,
  WithConnector,
} from '#modules/settings/carrier-api/index.ts';
export { CarrierCallError, type CarrierRuntime };

import type { Db } from '#platform/db/db.ts';

/**
 * Where the parcel system meets the carrier layer, in one place so it can be switched over:
 * - `labelApiOf`: the label API configuration of a channel (its `labelApiId`).
 * - `trackApiOf`: the channel's track API (`trackApiId`).
 * - `withConnector`: the carrier layer's `withConnector` over the app's runtime (database and
 *   secrets key): a request's `ctx.runtime`, a task's `system().runtime`.
 * Tests put a connector of their own in with `useParcelCarrier` (loopback only: nothing leaves the machine).
 */
export type ParcelCarrier = {
  labelApiOf: (db: Db, channelId: string | null) => Promise<string | null>;
  /** The track API configuration of a channel (null: none; tracks are then pulled through the label API). */
  trackApiOf: (db: Db, channelId: string | null) => Promise<string | null>;
  withConnector: (runtime: CarrierRuntime) => WithConnector;
};

/** A channel's label or track API configuration (null: no channel, or none set). */
async function channelApi(db: Db, channelId: string | null, column: 'labelApiId' | 'trackApiId') {
  if (!channelId) return null;
  const [row] = await db
    .select({ id: channelTable[column] })
    .from(channelTable)
    .where(eq(channelTable.id, channelId));
  return (row?.id as string | null | undefined) ?? null;
}

const DEFAULT_CARRIER: ParcelCarrier = {
  labelApiOf: (db, channelId) => channelApi(db, channelId, 'labelApiId'),
  trackApiOf: (db, channelId) => channelApi(db, channelId, 'trackApiId'),
  withConnector: (runtime) => (input, fn) => withConnector(runtime, input, fn),
};
let current: ParcelCarrier = DEFAULT_CARRIER;

/** The carrier access in use. */
export const parcelCarrier = (): ParcelCarrier => current;

/** Replaces parts of the carrier access (tests; the switch-over); answers the function restoring it. */
export function useParcelCarrier(parts: Partial<ParcelCarrier>): () => void {
  const before = current;
  current = { ...current, ...parts };
  return () => {
    current = before;
  };
}

/** The carrier's message of an error as the parcel shows it (red in the drawer). */
export const carrierErrorText = (e: CarrierError) =>
  e.carrierMessage ? `${e.carrierCode ? `${e.carrierCode} ` : ''}${e.carrierMessage}` : e.message;
