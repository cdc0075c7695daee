import {
  message as catalogue,
  type FindByIdFlag,
  type Language,
  type Message,
  WAYBILL_FIELD_LABELS,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { drawerApi, drawerKeys } from './drawer-api.ts';

/** What every tab of one open drawer shares. */
export type DrawerCtx = {
  id: string;
  area: 'customer' | 'staff';
  lang: Language;
  userId: string;
  permissions: readonly string[];
  /** Tab data could not be applied: warning "search failed" and the drawer closes. */
  failTab: () => void;
  /** After an edit: refresh this drawer's tabs and tell the opener. */
  changed: () => void;
};

export const DrawerContext = createContext<DrawerCtx | null>(null);

export function useDrawer(): DrawerCtx {
  const ctx = useContext(DrawerContext);
  if (!ctx) throw new Error('useDrawer outside the waybill drawer');
  return ctx;
}

/** One tab's `findById` read with only that tab's flags, loaded when the tab is first shown. */
export function useTabDetail(tab: string, flags: readonly FindByIdFlag[]) {
  const { id, failTab } = useDrawer();
  const query = useQuery({
    queryKey: drawerKeys.tab(id, tab),
    queryFn: () => drawerApi.findById(id, flags),
    retry: false,
  });
  useEffect(() => {
    if (query.isError) failTab();
  }, [query.isError, failTab]);
  return query;
}

/** The label of a waybill field: the domain's field labels, else the drawer's own. */
export function useFieldLabel(): (key: string) => string {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  return (key) => {
    const label: Message | undefined = WAYBILL_FIELD_LABELS[key];
    return label ? label[lang] : t(`waybillDrawer.field.${key}`);
  };
}

/** Shows a catalogue warning in the user's language. */
export function useWarn() {
  const { message } = App.useApp();
  const { lang } = useDrawer();
  return (key: Parameters<typeof catalogue>[1], params: (string | number)[] = []) =>
    message.warning(catalogue(lang, key, params));
}
