import {
  displayNumeric,
  isAllowedKey,
  type NumericInputOptions,
  parseNumericInput,
} from '@freightdesk/domain';
import { Input, type InputProps } from 'antd';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { blinkElement } from './blink.ts';
import './number-input.css';

export type NumberInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> &
  NumericInputOptions & {
    value?: number | null;
    onChange?: (value: number | null) => void;
    /** id of the element that blinks when a value is corrected to a limit (limiter rules). */
    limiterTarget?: string;
  };

/**
 * Numeric / percent input (spec §5): digits, a dot and control keys only; minus unless percent;
 * clamped to min/max with precision from `precision` or the decimals of max/min; a percent input
 * shows value × 100 and emits value ÷ 100.
 */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  precision,
  percent,
  limiterTarget,
  onBlur,
  onKeyDown,
  ...rest
}: NumberInputProps) {
  const options: NumericInputOptions = { min, max, precision, percent };
  const [text, setText] = useState(() => displayNumeric(value, options));
  const [focused, setFocused] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync only when the outside value changes
  useEffect(() => {
    if (!focused) setText(displayNumeric(value, options));
  }, [value, focused]);

  const commit = (raw: string, final: boolean) => {
    const parsed = parseNumericInput(raw, final ? options : { ...options, min: undefined });
    if (parsed.empty) {
      onChange?.(null);
      return;
    }
    if (parsed.limited) {
      setText(displayNumeric(parsed.value, options));
      if (limiterTarget) blinkElement(document.getElementById(limiterTarget));
    } else if (final) {
      setText(displayNumeric(parsed.value, options));
    }
    onChange?.(parsed.value);
  };

  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={text}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (!isAllowedKey(e.key, { percent, ctrlOrMeta: e.ctrlKey || e.metaKey })) e.preventDefault();
        onKeyDown?.(e);
      }}
      onFocus={() => setFocused(true)}
      onChange={(e) => {
        setText(e.target.value);
        commit(e.target.value, false);
      }}
      onBlur={(e) => {
        setFocused(false);
        commit(text, true);
        onBlur?.(e);
      }}
      suffix={percent ? '%' : rest.suffix}
    />
  );
}
