import { CONFIRM_COUNTDOWN_SECONDS, type Language, message, pickLanguage } from '@freightdesk/domain';
import { Modal } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import i18next from 'i18next';
import type { ReactNode } from 'react';

let modalApi: HookAPI | null = null;

/** Lets dialogs use the antd App context (theme, locale); called once by the shell inside `<App>`. */
export function registerModalApi(api: HookAPI | null) {
  modalApi = api;
}

export type ConfirmOptions = {
  content: ReactNode;
  /** Seconds the confirm button stays disabled; `true` means the default 5 s. */
  countdownSeconds?: number | true;
  danger?: boolean;
};

function currentLanguage(): Language {
  return pickLanguage(i18next.language);
}

/** The confirm dialog titled Warning (spec §8); resolves true on confirm, false on cancel or Esc. */
export function confirmDialog({ content, countdownSeconds, danger }: ConfirmOptions): Promise<boolean> {
  const lang = currentLanguage();
  const okLabel = message(lang, 'confirm');
  const seconds = countdownSeconds === true ? CONFIRM_COUNTDOWN_SECONDS : (countdownSeconds ?? 0);
  const okText = (left: number) =>
    left > 0 ? `${okLabel} (${message(lang, 'countdownSeconds', [left])})` : okLabel;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => timer !== undefined && clearInterval(timer);
    const instance = (modalApi ?? Modal).confirm({
      title: message(lang, 'warning'),
      content,
      okText: okText(seconds),
      cancelText: message(lang, 'cancel'),
      okButtonProps: { disabled: seconds > 0, danger, 'data-testid': 'confirm-ok' },
      cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      keyboard: true,
      onOk: () => {
        stop();
        resolve(true);
      },
      onCancel: () => {
        stop();
        resolve(false);
      },
    });
    if (seconds > 0) {
      let left = seconds;
      timer = setInterval(() => {
        left -= 1;
        instance.update({
          okText: okText(left),
          okButtonProps: { disabled: left > 0, danger, 'data-testid': 'confirm-ok' },
        });
        if (left <= 0) stop();
      }, 1000);
    }
  });
}

/** "Enable / Disable / Permanent delete, continue?" and "This operation will {0}, continue?". */
export const confirmTexts = {
  enable: () => message(currentLanguage(), 'confirmEnable'),
  disable: () => message(currentLanguage(), 'confirmDisable'),
  permanentDelete: () => message(currentLanguage(), 'confirmPermanentDelete'),
  operation: (what: string) => message(currentLanguage(), 'confirmOperation', [what]),
  save: () => message(currentLanguage(), 'confirmSave'),
};
