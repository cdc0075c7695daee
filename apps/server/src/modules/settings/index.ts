/** What the settings area's modules share with other areas: the basic-data tables and the sub-config rules. */
export {
  agentTable,
  channelTable,
  countryTable,
  goodsDescCategoryTable,
  goodsDescTable,
  productTable,
  recipientTable,
  remoteAreaTable,
  senderTable,
  vehicleTable,
  zoneTable,
} from './basic.schema.ts';
export { subConfigRules } from './sub-config.ts';
