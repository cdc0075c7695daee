import { ENTITIES, LOOKUP_ENTITIES } from '@freightdesk/domain';
import * as basic from '#modules/basic/basic.schema.ts';
import { blackListRoutes } from '#modules/basic/black-list/black-list.routes.ts';
import { channelRules } from '#modules/basic/channel/channel.rules.ts';
import { cityPostcodeRules } from '#modules/basic/city-postcode/city-postcode.rules.ts';
import { countryDetailRoutes } from '#modules/basic/country/country-detail.routes.ts';
import { goodsDescRoutes } from '#modules/basic/goods-desc/goods-desc.routes.ts';
import { orderConfigTemplateRules } from '#modules/basic/order-config-template/order-config-template.rules.ts';
import { zoneRules } from '#modules/basic/zone/zone.rules.ts';
import { numberingRoutes } from '#modules/common/numbering/numbering.routes.ts';
import { numberSegmentRules } from '#modules/common/numbering/numbering.rules.ts';
import * as numbering from '#modules/common/numbering/numbering.schema.ts';
import { customerRoutes } from '#modules/customer/customer/customer.routes.ts';
import { customerRules } from '#modules/customer/customer/customer.rules.ts';
import { customer } from '#modules/customer/customer/customer.schema.ts';
import * as crm from '#modules/customer/visit-record/visit-record.schema.ts';
import { discountRules, negotiatePriceRules } from '#modules/fms/discount/discount.rules.ts';
import * as fmsDiscount from '#modules/fms/discount/discount.schema.ts';
import * as fmsData from '#modules/fms/exchange-rate/price-data.schema.ts';
import { surchargeTemplateRules } from '#modules/fms/price/surcharge-template.rules.ts';
import * as fmsSurcharge from '#modules/fms/price/surcharge-template.schema.ts';
import * as lmsTrack from '#modules/lms/track/track.schema.ts';
import { employeeRoutes } from '#modules/user/employee/employee.routes.ts';
import { employeeRules } from '#modules/user/employee/employee.rules.ts';
import { jobPositionTable } from '#modules/user/job-position/job-position.schema.ts';
import { organizationRoutes } from '#modules/user/organization/organization.routes.ts';
import { organizationRules } from '#modules/user/organization/organization.rules.ts';
import { organization } from '#modules/user/organization/organization.schema.ts';
import { role } from '#modules/user/role/role.schema.ts';
import { appUser } from '#modules/user/user/user.schema.ts';
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
