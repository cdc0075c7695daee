import { message, pickLanguage } from '@freightdesk/domain';
import type { FormRule } from 'antd';
import i18next from 'i18next';

/**
 * Form rules whose messages come from the shared catalogue ("{0} cannot be empty", …) in the
 * current language. Built at render time, so they follow a language switch.
 */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

export const rules = {
  /**
   * Not empty: a text of spaces counts as empty. Checked by hand rather than with `whitespace`, which
   * makes the value a string by type and refused a chosen number (a main type, an urgency).
   */
  required(label: string): FormRule {
    const text = message(pickLanguage(i18next.language), 'required', [label]);
    return {
      required: true,
      message: text,
      validator: (_, value: unknown) =>
        isEmpty(value) ? Promise.reject(new Error(text)) : Promise.resolve(),
    };
  },
  max(label: string, max: number): FormRule {
    return { max, message: message(pickLanguage(i18next.language), 'maxLength', [label, max]) };
  },
};
