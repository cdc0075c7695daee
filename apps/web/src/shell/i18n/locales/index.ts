import { enUS } from './en-US.ts';
import { viVN } from './vi-VN.ts';
import { zhCN } from './zh-CN.ts';

/**
 * Every language's texts at once, for tests and checks. The app never imports this file: it loads
 * the chosen language alone (`loadLocale` in i18n.ts), so the first screen carries one language.
 */
export const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN } as const;
