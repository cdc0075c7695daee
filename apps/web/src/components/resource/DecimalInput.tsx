import { type DecimalField, isAllowedKey, sanitizeNumericText } from '@freightdesk/domain';
import { Input } from 'antd';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';

type Props = {
  field: Pick<DecimalField, 'scale' | 'min' | 'max'>;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

/** Digits a binary number holds exactly; longer decimals are edited as text. */
const SAFE_DIGITS = 15;

/** Whether a decimal field's values stay exact as JS numbers (integer digits of its bounds + scale). */
export function isSafeDecimal(field: Pick<DecimalField, 'scale' | 'min' | 'max'>): boolean {
  const digits = (v: string | undefined) =>
    v === undefined ? SAFE_DIGITS : v.replace(/^-/, '').split('.')[0]!.length;
  return Math.max(digits(field.min), digits(field.max)) + field.scale <= SAFE_DIGITS;
}

/**
 * A decimal input whose value is a string (decimals never pass through floats on their way to
 * the server): the lead's NumberInput (range and scale) while the values stay exact, else a text
 * input taking digits, a dot and a minus only (the form rules check range and scale).
 */
export function DecimalInput({ field, value, onChange, disabled, id, ...rest }: Props) {
  if (isSafeDecimal(field)) {
    return (
      <NumberInput
        {...rest}
        id={id}
        disabled={disabled}
        min={field.min === undefined ? undefined : Number(field.min)}
        max={field.max === undefined ? undefined : Number(field.max)}
        precision={field.scale}
        value={value === null || value === undefined || value === '' ? null : Number(value)}
        onChange={(n) => onChange?.(n === null ? null : String(n))}
      />
    );
  }
  return (
    <Input
      {...rest}
      id={id}
      disabled={disabled}
      inputMode="decimal"
      value={value ?? ''}
      onKeyDown={(e) => {
        if (!isAllowedKey(e.key, { ctrlOrMeta: e.ctrlKey || e.metaKey })) e.preventDefault();
      }}
      onChange={(e) => {
        const text = sanitizeNumericText(e.target.value);
        onChange?.(text === '' ? null : text);
      }}
    />
  );
}
