import { customer } from '../crm/customer/customer.entity.ts';
import { customerVisitRecord } from '../crm/visit-record/visit-record.entity.ts';
import { bankMatchRule } from '../fms/bank-statement/match-rule.entity.ts';
import { cashAccount } from '../fms/cash-account/cash-account.entity.ts';
import { discount, negotiatePrice } from '../fms/discount/discount.entity.ts';
import { exchangeRateOnline } from '../fms/exchange-rate/exchange-rate-online.entity.ts';
import { exchangeRate, fuelSurcharge, surchargeTemplate } from '../fms/price/price-data.entity.ts';
import { subject } from '../fms/subject/subject.entity.ts';
import { trackTemplate } from '../lms/track/track-template.entity.ts';
import { employee } from '../oa/employee/employee.entity.ts';
import { jobPosition, organization, warehouse } from '../oa/organization/organization.entity.ts';
import { role } from '../oa/role/role.entity.ts';
import type { EntityDef } from '../platform/entity/types.ts';
import {
  customsDeclareApi,
  labelApi,
  priceApi,
  trackApi,
} from '../settings/carrier-api/carrier-api.entity.ts';
import { channel } from '../settings/channel/channel.entity.ts';
import { channelRoute } from '../settings/channel-route/channel-route.entity.ts';
import { executor } from '../settings/executor/executor.entity.ts';
import { city, cityPostcode, country, province, remoteArea } from '../settings/geography/geography.entity.ts';
import { blackList, documentTemplate, goodsDesc, goodsDescCategory } from '../settings/goods/goods.entity.ts';
import { interceptor } from '../settings/interceptor/interceptor.entity.ts';
import { noDealRule } from '../settings/no-deal-rule/no-deal-rule.entity.ts';
import { numberRule, numberSegment } from '../settings/numbering/numbering.entity.ts';
import { agent, notifier, recipient, sender } from '../settings/parties/parties.entity.ts';
import { orderConfigTemplate, product } from '../settings/product/product.entity.ts';
import { sortingRule } from '../settings/sorting-rule/sorting-rule.entity.ts';
import {
  airCompany,
  airPort,
  cabinetConfig,
  seaPort,
  shipCompany,
  vehicle,
} from '../settings/transport/transport.entity.ts';
import { webhook } from '../settings/webhook/webhook.entity.ts';
import { zone } from '../settings/zone/zone.entity.ts';

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
  // settings centre, control: the rule kinds
  interceptor,
  goodsDescCategory,
  goodsDesc,
  documentTemplate,
  // products: zones and order config templates before the products that use them, products before channels
  zone,
  orderConfigTemplate,
  product,
  channel,
  // settings centre, control: the rule kinds
  channelRoute,
  // settings centre, API: the carrier connections
  labelApi,
  trackApi,
  priceApi,
  customsDeclareApi,
  // settings centre, control: customers' and partners' webhooks
  webhook,
  // settings centre, control: the rule kinds
  executor,
  customer,
  // settings centre, control: the rule kinds (after the customers, agents and products they refer to)
  sortingRule,
  noDealRule,
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
  cashAccount,
  subject,
  bankMatchRule,
];

/**
 * Entities with a hand-written module and screen (roles) that other entities refer to: the machinery
 * serves only their `autocomplete` (for pickers) and knows their table (reference checks, labels).
 */
export const LOOKUP_ENTITIES: readonly EntityDef[] = [role];

export function findEntity(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name) ?? LOOKUP_ENTITIES.find((e) => e.name === name);
}
