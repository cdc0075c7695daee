/** The public face of this module: what other modules use of it. */
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
