import { DEFAULT_CURRENCY, feeSubjectLabel, type Language, message, pickLanguage } from '@freightdesk/domain';
import type { FormRule } from 'antd';
import i18next from 'i18next';

/** Money as typed: up to 12 digits and 2 decimals, a minus for a credit (kept as text, never a float). */
export const MONEY_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;

/** The money rules of an amount field: required, the money format, not 0 (catalogue messages). */
export function moneyRules(label: string): FormRule[] {
  const lang = pickLanguage(i18next.language);
  return [
    { required: true, whitespace: true, message: message(lang, 'required', [label]) },
    { pattern: MONEY_PATTERN, message: message(lang, 'invalidFormat', [label]) },
    {
      validator: (_, v: string | undefined) =>
        v && MONEY_PATTERN.test(v) && Number(v) === 0
          ? Promise.reject(new Error(message(lang, 'notZero', [label])))
          : Promise.resolve(),
    },
  ];
}

/** A fee subject as shown: known subject codes by their name in the language, others as written. */
export const subjectLabel = (subject: string, lang: Language): string => feeSubjectLabel(subject, lang);

export const CURRENCIES = [DEFAULT_CURRENCY, 'USD', 'EUR', 'GBP', 'HKD', 'JPY', 'VND'];
