/** Which calls show the top loading bar (spec §7), and the bar's shared counter. */

export type LoadingRuleInput = {
  url: string;
  quiet?: boolean;
  autocomplete?: boolean;
  params?: unknown;
  data?: unknown;
};

function pageOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const page = Number((value as { page?: unknown }).page);
  return Number.isFinite(page) ? page : undefined;
}

/** No bar for quiet calls, autocomplete calls and paged requests beyond page 1. */
export function showsLoadingBar({ url, quiet, autocomplete, params, data }: LoadingRuleInput): boolean {
  if (quiet || autocomplete) return false;
  if (/(^|\/)autocomplete(\?|$)/.test(url)) return false;
  const page = pageOf(data) ?? pageOf(params);
  return page === undefined || page <= 1;
}

type Listener = (active: number) => void;
let active = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(active);
}

export const loadingBar = {
  start() {
    active += 1;
    emit();
  },
  done() {
    active = Math.max(0, active - 1);
    emit();
  },
  active: () => active,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
