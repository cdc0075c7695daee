import type { SubConfig } from '../../platform/entity/types.ts';
import {
  INVOICE_TITLE_LABELS,
  invoiceTitleRowWithoutKey,
  PICK_UP_ADDRESS_LABELS,
} from './customer.entity.ts';
import { type InvoiceTitle, invoiceTitlesSchema, pickUpAddressesSchema } from './customer.schema.ts';

/** A customer's invoice titles: each row needs its title and tax number. */
export const invoiceTitlesSub: SubConfig = {
  kind: 'rows',
  schema: invoiceTitlesSchema,
  labels: INVOICE_TITLE_LABELS,
  check: (parsed) => {
    const row = invoiceTitleRowWithoutKey(parsed as InvoiceTitle[]);
    return row === undefined ? undefined : { key: 'invoiceTitleRowEmpty', params: [row] };
  },
};

export const pickUpAddressesSub: SubConfig = {
  kind: 'rows',
  schema: pickUpAddressesSchema,
  labels: PICK_UP_ADDRESS_LABELS,
};
