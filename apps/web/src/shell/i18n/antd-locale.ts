import type { Language } from '@freightdesk/domain';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import zhCN from 'antd/locale/zh_CN';

/** antd's own texts (pagination, empty states, pickers) follow the app language. */
export const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS, 'vi-VN': viVN } satisfies Record<
  Language,
  unknown
>;
