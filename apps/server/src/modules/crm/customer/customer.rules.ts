import {
  INVOICE_TITLE_LABELS,
  type InvoiceTitle,
  invoiceTitleRowWithoutKey,
  invoiceTitlesSchema,
  PICK_UP_ADDRESS_LABELS,
  pickUpAddressesSchema,
} from '@freightdesk/domain';
import { subConfigRules } from '#modules/settings/index.ts';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';

const subs = subConfigRules([
  { key: 'invoiceTitles', schema: invoiceTitlesSchema, labels: INVOICE_TITLE_LABELS },
  { key: 'pickUpAddresses', schema: pickUpAddressesSchema, labels: PICK_UP_ADDRESS_LABELS },
]);

/**
 * Customer: invoice titles and pick-up addresses are JSON rows; every invoice title row needs its
 * title and tax number ("invoice title or tax number empty in row {0}").
 */
export const customerRules: EntityRules = {
  // the API key is answered once by generateApiKey; its hash never leaves the server
  secretColumns: ['customerKeyHash'],
  // a customer is in a staff user's data scope by the customer itself (followed, specified) or its creator
  dataScope: { owner: 'createdBy', customer: 'id' },
  normalize: subs.normalize,
  check: (values, { rt }) => {
    const shape = subs.check(values, rt);
    if (shape) return shape;
    const row = invoiceTitleRowWithoutKey((values.invoiceTitles ?? []) as InvoiceTitle[]);
    if (row === undefined) return undefined;
    return { fields: ['invoiceTitles'], error: new BizError('invoiceTitleRowEmpty', [row]) };
  },
};
