import { PARCEL_COLUMN_LABELS } from '../../pds/parcel/index.ts';
import { L } from '../../platform/entity/common-labels.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/**
 * Column names of the parcel fee list and its export beside the fee lists' own (`FEE_COLUMN_LABELS`):
 * the parcel's numbers, its product and the row's creation time.
 */
export const PDS_FEE_COLUMN_LABELS = {
  waybillNo: PARCEL_COLUMN_LABELS.waybillNo,
  trackNo: PARCEL_COLUMN_LABELS.trackNo,
  product: PARCEL_COLUMN_LABELS.productName,
  createdAt: L.createdAt,
} as const satisfies Record<string, Message>;
