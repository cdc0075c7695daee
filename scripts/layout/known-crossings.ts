/**
 * Imports between domain modules that still go past the other module's index.ts, each for a reason
 * the floors test keeps honest: an entry that no longer occurs fails the test, so the list only shrinks.
 * - the first signed-in screen reads entity descriptions, titles and permission codes; going through
 *   an index.ts would load zod and decimal.js there (packages/domain/src/first-screen-imports.test.ts);
 * - fee ↔ waybill and discount ↔ price use each other, and their indexes would import each other.
 */
export const KNOWN_CROSSINGS: readonly string[] = [
  'packages/domain/src/fms/discount/discount-rules.ts -> packages/domain/src/fms/price/currency.ts',
  'packages/domain/src/fms/discount/discount-rules.ts -> packages/domain/src/fms/price/money.ts',
  'packages/domain/src/fms/discount/discount-rules.ts -> packages/domain/src/fms/price/price-schema.ts',
  'packages/domain/src/fms/discount/discount.entity.ts -> packages/domain/src/fms/fee/fee-subjects.ts',
  'packages/domain/src/fms/discount/discount.entity.ts -> packages/domain/src/fms/price/price-options.ts',
  'packages/domain/src/fms/discount/discounts.ts -> packages/domain/src/fms/price/fee-line.ts',
  'packages/domain/src/fms/discount/discounts.ts -> packages/domain/src/fms/price/money.ts',
  'packages/domain/src/fms/discount/discounts.ts -> packages/domain/src/fms/price/price-rules.ts',
  'packages/domain/src/fms/discount/discounts.ts -> packages/domain/src/fms/price/price-schema.ts',
  'packages/domain/src/fms/fee/fee-payloads.ts -> packages/domain/src/lms/waybill/fee-status.ts',
  'packages/domain/src/fms/fee/fee-payloads.ts -> packages/domain/src/lms/waybill/waybill-search.ts',
  'packages/domain/src/fms/fee/fee-split.ts -> packages/domain/src/lms/waybill/weights.ts',
  'packages/domain/src/fms/fee/fee-subjects.ts -> packages/domain/src/fms/price/engine-subjects.ts',
  'packages/domain/src/fms/fee/lms-fee-titles.ts -> packages/domain/src/lms/waybill/fee-status.ts',
  'packages/domain/src/fms/fee/lms-fee.ts -> packages/domain/src/lms/waybill/drawer-rules.ts',
  'packages/domain/src/fms/fee/lms-fee.ts -> packages/domain/src/lms/waybill/fee-status.ts',
  'packages/domain/src/fms/fee/recalculation.ts -> packages/domain/src/lms/waybill/drawer-rules.ts',
  'packages/domain/src/fms/fee/recalculation.ts -> packages/domain/src/lms/waybill/fee-status.ts',
  'packages/domain/src/fms/price/price-api.ts -> packages/domain/src/fms/price-quote/price-quote.permissions.ts',
  'packages/domain/src/fms/price/price-data.entity.ts -> packages/domain/src/fms/fee/fee-subjects.ts',
  'packages/domain/src/fms/price/quote.ts -> packages/domain/src/fms/discount/discounts.ts',
  'packages/domain/src/lms/scan/scan-permissions.ts -> packages/domain/src/lms/waybill/waybill.permissions.ts',
  'packages/domain/src/lms/track/track-template.entity.ts -> packages/domain/src/lms/waybill/waybill-enums.ts',
  'packages/domain/src/lms/waybill/waybill-list.ts -> packages/domain/src/fms/fee/fee.permissions.ts',
  'packages/domain/src/lms/waybill/waybill-list.ts -> packages/domain/src/fms/fee/lms-fee.ts',
];
