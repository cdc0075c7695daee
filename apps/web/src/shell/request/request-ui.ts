import { message, pickLanguage } from '@freightdesk/domain';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { expireLogin } from '../session/auth.ts';
import { createDebouncedLogout, type RequestUi } from './code-handler.ts';

type NoticeApi = {
  error(args: { title?: ReactNode; description?: ReactNode }): void;
  warning(args: { title?: ReactNode; description?: ReactNode }): void;
};
type ModalApi = { error(args: { title?: ReactNode; content?: ReactNode }): unknown };

/** Shared by every UI instance so a login expiry logs out once (1 s later). */
const scheduleLogout = createDebouncedLogout(expireLogin);
let expiryShown = false;

/** The request layer's popups on antd: error notification, blocking alert, Warning confirm, logout. */
export function createRequestUi(notification: NoticeApi, modal: ModalApi): RequestUi {
  return {
    notify: ({ title, description }) => notification.error({ title, description }),
    alert: (content) => {
      modal.error({ title: message(pickLanguage(i18next.language), 'warning'), content });
    },
    confirm: (content) => confirmDialog({ content }),
    loginExpired: (msg, token) => {
      if (!expiryShown) {
        expiryShown = true;
        notification.warning({ title: msg });
      }
      scheduleLogout(token);
    },
  };
}
