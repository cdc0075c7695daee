import type { Language } from '@freightdesk/domain';
import type { Locale } from 'antd/es/locale';

/** antd's own texts (pagination, empty states, pickers) and dayjs' day names, per language, fetched when used. */
const LOADERS: Record<Language, () => Promise<Locale>> = {
  'zh-CN': async () => {
    await import('dayjs/locale/zh-cn');
    return (await import('antd/locale/zh_CN')).default;
  },
  'en-US': async () => (await import('antd/locale/en_US')).default,
  'vi-VN': async () => {
    await import('dayjs/locale/vi');
    return (await import('antd/locale/vi_VN')).default;
  },
};

const loaded = new Map<Language, Locale>();

/** Fetches a language's antd texts (and its dayjs locale) once. */
export async function loadAntdLocale(lang: Language): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, await LOADERS[lang]());
}

/** antd's texts of a language already loaded (antd's English when not). */
export function antdLocale(lang: Language): Locale | undefined {
  return loaded.get(lang);
}
