import type { SysConfigKey } from '@freightdesk/domain';
import type { Tx } from '#platform/db/db.ts';
import { type PublicConfigField, publicConfig, sysConfig } from './sys-config.schema.ts';
import { SYS_CONFIG_DEFAULTS } from './sys-config.service.ts';

const single = (field: string, enableSingle: boolean): PublicConfigField => ({
  field: `commodities.${field}`,
  enableSingle,
});
/** Which commodity fields a customer may edit on a single waybill. */
export const SEED_PUBLIC_CONFIGS = [
  {
    id: 'lms.waybill.single',
    config: {
      fields: [
        single('nameEn', true),
        single('nameCn', true),
        single('quantity', true),
        single('unit', true),
        single('unitPrice', true),
        single('totalPrice', false),
        single('goodsDescs', true),
        single('sku', true),
        single('fnSku', false),
        single('asin', false),
        single('hsCode', true),
        single('importHsCode', false),
        single('unitNetWeight', true),
        single('totalNetWeight', false),
        single('purposeCn', true),
        single('purposeEn', true),
        single('materialCn', true),
        single('materialEn', true),
        single('origin', true),
        single('brand', true),
        single('model', true),
        single('norms', false),
        single('link', false),
        single('declareElement', false),
      ],
    },
  },
];

/** The system settings at their defaults and the public configs (values already set are kept). */
export async function seedSystem(tx: Tx): Promise<void> {
  const keys = Object.keys(SYS_CONFIG_DEFAULTS) as SysConfigKey[];
  await tx
    .insert(sysConfig)
    .values(keys.map((key) => ({ key, value: SYS_CONFIG_DEFAULTS[key] })))
    .onConflictDoNothing();
  await tx.insert(publicConfig).values(SEED_PUBLIC_CONFIGS).onConflictDoNothing();
}
