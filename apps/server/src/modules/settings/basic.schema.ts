import {
  agent,
  airCompany,
  airPort,
  blackList,
  cabinetConfig,
  channel,
  city,
  cityPostcode,
  country,
  documentTemplate,
  type EntityDef,
  goodsDesc,
  goodsDescCategory,
  notifier,
  orderConfigTemplate,
  product,
  province,
  recipient,
  remoteArea,
  seaPort,
  sender,
  shipCompany,
  vehicle,
  zone,
} from '@freightdesk/domain';
import { type EntityTable, entityTable } from '#platform/entity/entity-table.ts';

/** Tables of the settings-centre basic data, built from their descriptions (referenced tables first). */
const built = new Map<string, EntityTable>();
function table(def: EntityDef): EntityTable {
  const t = entityTable(def, (name) => built.get(name));
  built.set(def.name, t);
  return t;
}

export const countryTable = table(country);
export const provinceTable = table(province);
export const cityTable = table(city);
export const cityPostcodeTable = table(cityPostcode);
export const remoteAreaTable = table(remoteArea);
export const airPortTable = table(airPort);
export const seaPortTable = table(seaPort);
export const airCompanyTable = table(airCompany);
export const shipCompanyTable = table(shipCompany);
export const cabinetConfigTable = table(cabinetConfig);
export const vehicleTable = table(vehicle);
export const agentTable = table(agent);
export const recipientTable = table(recipient);
export const senderTable = table(sender);
export const notifierTable = table(notifier);
export const blackListTable = table(blackList);
export const goodsDescCategoryTable = table(goodsDescCategory);
export const goodsDescTable = table(goodsDesc);
export const documentTemplateTable = table(documentTemplate);
export const zoneTable = table(zone);
export const orderConfigTemplateTable = table(orderConfigTemplate);
export const productTable = table(product);
export const channelTable = table(channel);
