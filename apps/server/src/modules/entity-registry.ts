import { ENTITIES, LOOKUP_ENTITIES } from '@freightdesk/domain';
import { customerRoutes } from '#modules/crm/customer/customer.routes.ts';
import { customerRules } from '#modules/crm/customer/customer.rules.ts';
import { customer } from '#modules/crm/customer/customer.schema.ts';
import * as crm from '#modules/crm/visit-record/visit-record.schema.ts';
import { discountRules, negotiatePriceRules } from '#modules/fms/discount/discount.rules.ts';
import * as fmsDiscount from '#modules/fms/discount/discount.schema.ts';
import * as fmsData from '#modules/fms/price/price-data.schema.ts';
import { surchargeTemplateRules } from '#modules/fms/price/surcharge-template.rules.ts';
import * as fmsSurcharge from '#modules/fms/price/surcharge-template.schema.ts';
import * as lmsTrack from '#modules/lms/track/track.schema.ts';
import { employeeRoutes } from '#modules/oa/employee/employee.routes.ts';
import { employeeRules } from '#modules/oa/employee/employee.rules.ts';
import { jobPositionTable } from '#modules/oa/organization/job-position.schema.ts';
import { organizationRoutes } from '#modules/oa/organization/organization.routes.ts';
import { organizationRules } from '#modules/oa/organization/organization.rules.ts';
import { organization } from '#modules/oa/organization/organization.schema.ts';
import { role } from '#modules/oa/role/role.schema.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import * as basic from '#modules/settings/basic.schema.ts';
import { channelRules } from '#modules/settings/channel/channel.rules.ts';
import { cityPostcodeRules } from '#modules/settings/geography/city-postcode.rules.ts';
import { countryDetailRoutes } from '#modules/settings/geography/country-detail.routes.ts';
import { blackListRoutes } from '#modules/settings/goods/black-list.routes.ts';
import { goodsDescRoutes } from '#modules/settings/goods/goods-desc.routes.ts';
import { numberingRoutes } from '#modules/settings/numbering/numbering.routes.ts';
import { numberSegmentRules } from '#modules/settings/numbering/numbering.rules.ts';
import * as numbering from '#modules/settings/numbering/numbering.schema.ts';
import { orderConfigTemplateRules } from '#modules/settings/product/order-config-template.rules.ts';
import { zoneRules } from '#modules/settings/zone/zone.rules.ts';
import { entityRoutes } from '#platform/entity/entity.routes.ts';
import { createEntityRegistry, type EntityRules } from '#platform/entity/entity-runtime.ts';
import type { EntityTable } from '#platform/entity/entity-table.ts';
import type { ApiRoute } from '#platform/http/route.ts';

/** The table of each entity: the `<name>Table` export of its module's schema file. */
const TABLES: Record<string, EntityTable> = Object.fromEntries(
  Object.entries({
    ...basic,
    ...numbering,
    ...crm,
    ...lmsTrack,
    ...fmsData,
    ...fmsSurcharge,
    ...fmsDiscount,
  }).map(([exportName, table]) => [exportName.replace(/Table$/, ''), table]),
);
/** Hand-written tables the machinery serves (same property names as the description's fields). */
TABLES.customer = customer as unknown as EntityTable;
TABLES.role = role as unknown as EntityTable;
TABLES.organization = organization as unknown as EntityTable;
TABLES.warehouse = organization as unknown as EntityTable;
TABLES.jobPosition = jobPositionTable;
TABLES.employee = appUser as unknown as EntityTable;

/** The entities with rules of their own (the exceptions to the generic behaviour). */
const RULES: Record<string, EntityRules> = {
  cityPostcode: cityPostcodeRules,
  numberSegment: numberSegmentRules,
  zone: zoneRules,
  orderConfigTemplate: orderConfigTemplateRules,
  channel: channelRules,
  customer: customerRules,
  customerVisitRecord: { dataScope: { owner: 'createdBy', customer: 'customerId' } },
  organization: organizationRules,
  warehouse: organizationRules,
  employee: employeeRules,
  surchargeTemplate: surchargeTemplateRules,
  discount: discountRules,
  negotiatePrice: negotiatePriceRules,
};

/** Every entity of the domain's registry with its table and rules (fails at start when a table is missing). */
export const entityRegistry = createEntityRegistry([
  ...ENTITIES.map((def) => ({ def, table: TABLES[def.name], rules: RULES[def.name] })),
  ...LOOKUP_ENTITIES.map((def) => ({ def, table: TABLES[def.name], lookupOnly: true })),
]);

/** The generic routes of every entity plus the hand-written extra actions. */
export const entityApiRoutes: readonly ApiRoute[] = [
  ...entityRegistry.all.flatMap(entityRoutes),
  ...goodsDescRoutes(entityRegistry),
  ...blackListRoutes(entityRegistry),
  ...numberingRoutes,
  ...customerRoutes,
  ...organizationRoutes,
  ...employeeRoutes,
  ...countryDetailRoutes,
];
