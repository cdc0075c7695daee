import {
  type ApiKind,
  type CarrierConnector,
  type CarrierContext,
  withConnector,
} from '#modules/settings/carrier-api/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AppRuntime } from '#platform/http/runtime.ts';

/**
 * How the freight modules reach a carrier: `withConnector` of the carrier layer
 * (`settings/carrier-api`); a test may put an in-process stand-in in its place. Never called inside an
 * open transaction.
 */
export type CarrierCallInput = {
  apiId: string;
  kind: ApiKind;
  now: Date;
  idempotencyKey?: string | null;
  logRef?: string | null;
};
export type CarrierCall = <T>(
  runtime: AppRuntime,
  input: CarrierCallInput,
  fn: (connector: CarrierConnector, ctx: CarrierContext) => Promise<T>,
) => Promise<T>;

let registered: CarrierCall | null = withConnector;

/** Registers the carrier layer's call (answers the one it replaced). */
export function useCarrierCall(call: CarrierCall | null): CarrierCall | null {
  const before = registered;
  registered = call;
  return before;
}

export const callCarrier: CarrierCall = (runtime, input, fn) => {
  if (!registered) throw new BizError('trackNoCarrierLayerMissing');
  return registered(runtime, input, fn);
};
