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
export { openSecret, sealSecret } from './secrets.ts';
export {
  type CarrierRuntime,
  connectorCaller,
  type WithConnectorInput,
  withConnector,
} from './with-connector.ts';
