import type { OrderFieldConfig } from './order-config.schema.ts';

/** The rule of a product's order config an order broke. */
export type OrderConfigRule = 'required' | 'maxLength' | 'allowedOptions';

/** One broken rule: the field (its path in the order), the rule, the message key and its extra parameter. */
export type OrderConfigViolation = {
  field: string;
  rule: OrderConfigRule;
  key: 'orderConfigFieldRequired' | 'orderConfigFieldTooLong' | 'orderConfigFieldNotAllowed';
  /** The max length, or the allowed options joined with ", ". */
  limit?: string;
};

const VIOLATION_KEYS: Record<OrderConfigRule, OrderConfigViolation['key']> = {
  required: 'orderConfigFieldRequired',
  maxLength: 'orderConfigFieldTooLong',
  allowedOptions: 'orderConfigFieldNotAllowed',
};

type Plain = Record<string, unknown>;

/** The value at a dot path (`recipient.addressType`). */
export function valueAt(order: unknown, path: string): unknown {
  let at: unknown = order;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Plain)[key];
  }
  return at;
}

/** A copy of `order` with `value` at the dot path (objects on the way are copied, never the caller's). */
function withValueAt<T>(order: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const copy = { ...(order as Plain) };
  copy[key!] = rest.length ? withValueAt((copy[key!] ?? {}) as Plain, rest.join('.'), value) : value;
  return copy as T;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);

/** The configs of the fields an order form shows (the hidden ones are left out of the form). */
export const hiddenOrderFields = (configs: readonly OrderFieldConfig[]) =>
  new Set(configs.filter((c) => !c.show).map((c) => c.field));

/**
 * Applies a product's order config (back-office §3 "Order config") to an order — the same function on
 * the order form and on every server order path: an empty field takes its default, then each
 * configured field is checked in the template's order — required (also when hidden: a hidden
 * required field cannot be saved), max length, among the allowed options. Hidden fields are not
 * asked on the form; an API or import caller's value there is still checked. Answers the order with
 * the defaults filled in and the broken rules (none: the order passes).
 */
export function applyOrderConfig<T extends object>(
  configs: readonly OrderFieldConfig[] | null | undefined,
  order: T,
): { order: T; issues: OrderConfigViolation[] } {
  let next = order;
  const issues: OrderConfigViolation[] = [];
  for (const c of configs ?? []) {
    let value = valueAt(next, c.field);
    if (isEmpty(value) && c.defaultValue) {
      value = c.defaultValue;
      next = withValueAt(next, c.field, value);
    }
    const issue = violation(c, value);
    if (issue) issues.push(issue);
  }
  return { order: next, issues };
}

function violation(c: OrderFieldConfig, value: unknown): OrderConfigViolation | undefined {
  const broke = (rule: OrderConfigRule, limit?: string): OrderConfigViolation => ({
    field: c.field,
    rule,
    key: VIOLATION_KEYS[rule],
    ...(limit === undefined ? {} : { limit }),
  });
  if (isEmpty(value)) return c.required ? broke('required') : undefined;
  const text = Array.isArray(value) ? value.map(String) : [String(value)];
  if (c.maxLength && text.some((t) => t.length > c.maxLength!))
    return broke('maxLength', String(c.maxLength));
  if (c.allowedOptions.length && text.some((t) => !c.allowedOptions.includes(t)))
    return broke('allowedOptions', c.allowedOptions.join(', '));
  return undefined;
}
