export {
  API_CONFIG_TABLES,
  customsDeclareApiTable,
  labelApiTable,
  priceApiTable,
  trackApiTable,
} from './carrier-api.schema.ts';
export { sandboxLabelsSold } from './carriers/sandbox/sandbox.service.ts';
export * from './connector.ts';
export { CONNECTORS, connectorByCode, connectorsOfKind } from './connectors.ts';
export { type CarrierRuntime, type WithConnectorInput, withConnector } from './with-connector.ts';
