import {
  CHANNEL_LIMIT_LABELS,
  channelLimitSchema,
  checkOrderFieldConfigs,
  checkZoneRows,
  INVOICE_TITLE_LABELS,
  type InvoiceTitle,
  invoiceTitleRowWithoutKey,
  invoiceTitlesSchema,
  type MessageKey,
  ORDER_FIELD_CONFIG_LABELS,
  type OrderFieldConfig,
  orderFieldConfigsSchema,
  PICK_UP_ADDRESS_LABELS,
  pickUpAddressesSchema,
  SERVICE_LIMIT_LABELS,
  serviceLimitSchema,
  WEIGHT_CONFIG_LABELS,
  weightConfigSchema,
  ZONE_ROW_LABELS,
  type ZoneRow,
  zoneRowsSchema,
} from '@freightdesk/domain';
import type { Labels, SchemaLike } from './sub-fields.ts';

/** An entity-level check on the parsed sub-config (a catalogue message with its parameters). */
export type SubConfigCheck = (
  parsed: unknown,
) => { key: MessageKey; params: (string | number)[] } | undefined;

/**
 * How a JSON field is edited: `rows` (an array of flat objects in an editable table) or `object`
 * (a small form of flat fields; arrays of objects inside it get a nested row table), from the same
 * schema and labels the server validates and names its messages with.
 */
export type SubConfigEditor = {
  kind: 'rows' | 'object';
  schema: SchemaLike;
  labels: Labels;
  check?: SubConfigCheck;
};

/** THE registry: `entityName.fieldName` → editor. JSON fields not listed keep the JSON text area. */
export const SUB_CONFIG_EDITORS: Readonly<Record<string, SubConfigEditor>> = {
  'zone.zones': {
    kind: 'rows',
    schema: zoneRowsSchema,
    labels: ZONE_ROW_LABELS,
    check: (parsed) => {
      const issue = checkZoneRows(parsed as ZoneRow[]);
      return issue && { key: issue.key, params: [issue.sequence] };
    },
  },
  'orderConfigTemplate.fieldConfigs': {
    kind: 'rows',
    schema: orderFieldConfigsSchema,
    labels: ORDER_FIELD_CONFIG_LABELS,
    check: (parsed) => {
      const issue = checkOrderFieldConfigs(parsed as OrderFieldConfig[]);
      return issue && { key: issue.key, params: [issue.field] };
    },
  },
  'customer.invoiceTitles': {
    kind: 'rows',
    schema: invoiceTitlesSchema,
    labels: INVOICE_TITLE_LABELS,
    check: (parsed) => {
      const row = invoiceTitleRowWithoutKey(parsed as InvoiceTitle[]);
      return row === undefined ? undefined : { key: 'invoiceTitleRowEmpty', params: [row] };
    },
  },
  'customer.pickUpAddresses': { kind: 'rows', schema: pickUpAddressesSchema, labels: PICK_UP_ADDRESS_LABELS },
  'channel.channelLimit': { kind: 'object', schema: channelLimitSchema, labels: CHANNEL_LIMIT_LABELS },
  'channel.serviceLimit': { kind: 'object', schema: serviceLimitSchema, labels: SERVICE_LIMIT_LABELS },
  'channel.weightConfig': { kind: 'object', schema: weightConfigSchema, labels: WEIGHT_CONFIG_LABELS },
};

/** The editor registered for a field of an entity, if any. */
export function subConfigEditor(
  entityName: string | undefined,
  fieldKey: string,
): SubConfigEditor | undefined {
  return entityName ? SUB_CONFIG_EDITORS[`${entityName}.${fieldKey}`] : undefined;
}
