import {
  applyOrderConfig,
  type Language,
  message,
  type OrderConfigViolation,
  type OrderFieldConfig,
  orderFieldLabel,
  valueAt,
} from '@freightdesk/domain';
import { emptyOrderForm, type OrderFormValues } from './order-form.ts';

/**
 * The order form under the chosen product's order config (back-office §3): the same domain function
 * as the server (`applyOrderConfig`), the configs by field for the form items, and the defaults a
 * product fills in when chosen. Pure: the screens and the unit tests share it.
 */

export type OrderConfigByField = ReadonlyMap<string, OrderFieldConfig>;
export const configByField = (configs: readonly OrderFieldConfig[] | undefined): OrderConfigByField =>
  new Map((configs ?? []).map((c) => [c.field, c]));

/** A broken rule as the server words it ("Customer number is required by the product's order config"). */
export function orderConfigMessage(issue: OrderConfigViolation, lang: Language): string {
  const label = orderFieldLabel(issue.field);
  return message(lang, issue.key, [
    typeof label === 'string' ? label : label[lang],
    ...(issue.limit ? [issue.limit] : []),
  ]);
}

/** The first broken rule of a parsed order under the config, with the order its defaults complete. */
export function checkOrderConfig<T extends object>(
  configs: readonly OrderFieldConfig[] | undefined,
  order: T,
  lang: Language,
): { ok: true; order: T } | { ok: false; message: string } {
  const applied = applyOrderConfig(configs, order);
  const first = applied.issues[0];
  return first ? { ok: false, message: orderConfigMessage(first, lang) } : { ok: true, order: applied.order };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The fields a product's defaults fill when it is chosen: those still blank or as a fresh form has
 * them (the address type starts as "system"); what the user typed is kept.
 */
export function orderConfigDefaults(
  configs: readonly OrderFieldConfig[] | undefined,
  values: OrderFormValues,
): { name: string[]; value: string }[] {
  const fresh = emptyOrderForm();
  return (configs ?? [])
    .filter((c) => c.defaultValue)
    .filter((c) => {
      const now = valueAt(values, c.field);
      return blank(now) || now === valueAt(fresh, c.field);
    })
    .map((c) => ({ name: c.field.split('.'), value: c.defaultValue! }));
}

/** How the form shows one field under the config: hidden, required, its max length, its options. */
export function orderFieldProps(config: OrderConfigByField, path: string, max?: number) {
  const c = config.get(path);
  const limit = c?.maxLength ? Math.min(c.maxLength, max ?? c.maxLength) : max;
  return {
    hidden: c ? !c.show : false,
    required: Boolean(c?.required),
    maxLength: limit,
    options: c?.allowedOptions.length ? c.allowedOptions : undefined,
  };
}
