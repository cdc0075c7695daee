import { sandboxConnector } from './carriers/sandbox/sandbox.connector.ts';
import type { ApiKind, CarrierConnector } from './connector.ts';

/**
 * Every carrier connector, one line each: adding a carrier is its folder under `carriers/` and its
 * line here (docs/carriers.md). The codes are the API types of the settings centre.
 */
export const CONNECTORS: readonly CarrierConnector[] = [sandboxConnector];

const BY_CODE = new Map(CONNECTORS.map((c) => [c.code, c]));
if (BY_CODE.size !== CONNECTORS.length) throw new Error('two carrier connectors share a code');

/** The connector of an API type code, or undefined. */
export function connectorByCode(code: string): CarrierConnector | undefined {
  return BY_CODE.get(code);
}

/** The connectors that can serve an API configuration kind. */
export function connectorsOfKind(kind: ApiKind): CarrierConnector[] {
  return CONNECTORS.filter((c) => c.kinds.includes(kind));
}
