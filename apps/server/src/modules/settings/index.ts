/** What the settings area's modules share with other areas: the basic-data tables. */
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
