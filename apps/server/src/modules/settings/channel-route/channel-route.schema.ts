import { channelRoute } from '@freightdesk/domain';
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Channel routes, built from their entity description. */
export const channelRouteTable = entityTable(channelRoute);

/**
 * The turn counter of each channel route with the `turn` conflict rule: advanced by one atomic
 * upsert per routed waybill, so processes sharing the database take turns exactly.
 */
export const channelRouteTurn = pgTable('basic_channel_route_turn', {
  ruleId: uuid()
    .primaryKey()
    .references(() => channelRouteTable.id, { onDelete: 'cascade' }),
  n: integer().notNull().default(0),
});
