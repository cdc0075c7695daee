import { message, pickLanguage } from '@freightdesk/domain';
import type { FormRule } from 'antd';
import i18next from 'i18next';

/**
 * Form rules whose messages come from the shared catalogue ("{0} cannot be empty", …) in the
 * current language. Built at render time, so they follow a language switch.
 */
export const rules = {
  required(label: string): FormRule {
    const lang = pickLanguage(i18next.language);
    return { required: true, whitespace: true, message: message(lang, 'required', [label]) };
  },
  max(label: string, max: number): FormRule {
    return { max, message: message(pickLanguage(i18next.language), 'maxLength', [label, max]) };
  },
};
