import type { EntityDef } from '../entity/types.ts';
import { city, cityPostcode, country, province, remoteArea } from './basic/geography.entity.ts';
import { blackList, documentTemplate, goodsDesc, goodsDescCategory } from './basic/goods.entity.ts';
import { agent, notifier, recipient, sender } from './basic/parties.entity.ts';
import {
  airCompany,
  airPort,
  cabinetConfig,
  seaPort,
  shipCompany,
  vehicle,
} from './basic/transport.entity.ts';
import { numberRule, numberSegment } from './common/numbering.entity.ts';
import { customer } from './crm/customer.entity.ts';
import { customerVisitRecord } from './crm/customer-visit-record.entity.ts';
import { discount, negotiatePrice } from './fms/discount.entity.ts';
import { exchangeRateOnline } from './fms/exchange-rate-online.entity.ts';
import { exchangeRate, fuelSurcharge, surchargeTemplate } from './fms/price-data.entity.ts';
import { trackTemplate } from './lms/track-template.entity.ts';
import { employee } from './oa/employee.entity.ts';
import { jobPosition, organization, warehouse } from './oa/organization.entity.ts';
import { role } from './oa/role.entity.ts';
import { channel } from './product/channel.entity.ts';
import { orderConfigTemplate, product } from './product/product.entity.ts';
import { zone } from './product/zone.entity.ts';

export * from './basic/country-detail.ts';
export * from './basic/geography.entity.ts';
export * from './basic/goods.entity.ts';
export * from './basic/parties.entity.ts';
export * from './basic/transport.entity.ts';
export * from './common/number-rule-parts.ts';
export * from './common/numbering.entity.ts';
export * from './common.ts';
export * from './crm/customer.entity.ts';
export * from './crm/customer-visit-record.entity.ts';
export * from './fms/discount.entity.ts';
export * from './fms/exchange-rate-online.entity.ts';
export * from './fms/price-data.entity.ts';
export * from './lms/track-template.entity.ts';
export * from './oa/employee.entity.ts';
export * from './oa/organization.entity.ts';
export * from './oa/role.entity.ts';

/** Every entity served by the entity machinery, in menu order. */
export const ENTITIES: readonly EntityDef[] = [
  country,
  province,
  city,
  cityPostcode,
  remoteArea,
  airPort,
  seaPort,
  airCompany,
  shipCompany,
  cabinetConfig,
  vehicle,
  agent,
  recipient,
  sender,
  notifier,
  blackList,
  numberRule,
  numberSegment,
  goodsDescCategory,
  goodsDesc,
  documentTemplate,
  // products: zones and order config templates before the products that use them, products before channels
  zone,
  orderConfigTemplate,
  product,
  channel,
  customer,
  // organisation: units before the job positions and employees that refer to them
  organization,
  warehouse,
  jobPosition,
  employee,
  customerVisitRecord,
  trackTemplate,
  // pricing (issue 5): exchange rates and the fuel surcharge table
  exchangeRate,
  exchangeRateOnline,
  fuelSurcharge,
  surchargeTemplate,
  discount,
  negotiatePrice,
];

/**
 * Entities with a hand-written module and screen (roles) that other entities refer to: the machinery
 * serves only their `autocomplete` (for pickers) and knows their table (reference checks, labels).
 */
export const LOOKUP_ENTITIES: readonly EntityDef[] = [role];

export function findEntity(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name) ?? LOOKUP_ENTITIES.find((e) => e.name === name);
}
export * from './product/channel.entity.ts';
export * from './product/order-config.ts';
export * from './product/product.entity.ts';
export * from './product/zone.entity.ts';
