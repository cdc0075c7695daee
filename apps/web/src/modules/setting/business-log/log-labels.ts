import type { TFunction } from 'i18next';

/** The label of a logged action (its code when the locales do not name it). */
export function actionLabel(t: TFunction, exists: (key: string) => boolean, action: string): string {
  const key = `businessLog.actions.${action}`;
  return exists(key) ? t(key) : action;
}
