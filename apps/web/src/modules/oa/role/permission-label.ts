import {
  ENTITIES,
  FEE_PERMISSION_LABELS,
  type Language,
  LMS_FEE_PERMISSIONS,
  LMS_FEE_TITLES,
  MODULE_PERMISSION_LABELS,
  PRICE_PERMISSION_LABELS,
} from '@freightdesk/domain';

/**
 * The labels of permission codes in one language: each entity's list code named by the entity's title
 * (from its description), the price lists' and fee lists' codes (domain labels), then the locale's own `permission` texts (which win).
 */
export function permissionLabels(
  lang: Language,
  localeLabels: Readonly<Record<string, string>>,
): Record<string, string> {
  const fromEntities = Object.fromEntries(ENTITIES.map((e) => [e.permission, e.title[lang]]));
  const fromPrices = Object.fromEntries(
    Object.entries({ ...PRICE_PERMISSION_LABELS, ...FEE_PERMISSION_LABELS }).map(([c, t]) => [c, t[lang]]),
  );
  const fromFeeLists = Object.fromEntries(
    (['customer', 'agent'] as const).map((kind) => [
      LMS_FEE_PERMISSIONS[kind].list,
      LMS_FEE_TITLES[kind][lang],
    ]),
  );
  const fromModules = Object.fromEntries(
    Object.entries(MODULE_PERMISSION_LABELS).map(([c, t]) => [c, t[lang]]),
  );
  return { ...fromEntities, ...fromPrices, ...fromFeeLists, ...fromModules, ...localeLabels };
}

/**
 * The label of a permission code in the grant tree. Groups and screens have their own text
 * (`permission` in the locales); an action (`screen:action`) is named by its action
 * (`permissionAction`), prefixed with its screen when it does not sit under that screen.
 */
export function permissionLabel(
  code: string,
  parent: string | undefined,
  labels: Readonly<Record<string, string>>,
  actions: Readonly<Record<string, string>>,
): string {
  const own = labels[code];
  if (own) return own;
  const at = code.lastIndexOf(':');
  if (at < 0) return code;
  const screen = code.slice(0, at);
  const action = actions[code.slice(at + 1)] ?? code.slice(at + 1);
  return screen === parent ? action : `${labels[screen] ?? screen} · ${action}`;
}
