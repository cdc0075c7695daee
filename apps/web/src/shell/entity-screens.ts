import type { ComponentType } from 'react';

/**
 * Entities whose list screen is more than the generic `ResourcePage` (extra buttons, a tree, dialogs
 * of their own): entity name → the screen's loader. Such a screen usually renders `ResourcePage`
 * with `overrides`. Entities not listed get the generated screen.
 */
export const ENTITY_SCREENS: Readonly<Record<string, () => Promise<{ Component: ComponentType }>>> = {
  organization: () =>
    import('#web/modules/oa/organization/OrganizationScreen.tsx').then((m) => ({
      Component: m.OrganizationScreen,
    })),
  employee: () =>
    import('#web/modules/oa/employee/EmployeeScreen.tsx').then((m) => ({ Component: m.EmployeeScreen })),
  customer: () =>
    import('#web/modules/crm/customer/CustomerPage.tsx').then((m) => ({ Component: m.CustomerPage })),
  country: () =>
    import('#web/modules/settings/geography/CountryPage.tsx').then((m) => ({ Component: m.CountryPage })),
  numberRule: () =>
    import('#web/modules/settings/numbering/NumberRulePage.tsx').then((m) => ({
      Component: m.NumberRulePage,
    })),
};
