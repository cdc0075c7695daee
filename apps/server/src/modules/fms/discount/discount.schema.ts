import { discount, negotiatePrice } from '@freightdesk/domain';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Discounts and single-bill negotiated prices (pricing), built from their entity descriptions. */
export const discountTable = entityTable(discount);
export const negotiatePriceTable = entityTable(negotiatePrice);
