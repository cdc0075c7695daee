/** Rules of the numeric and percent input (spec platform-core §5 "Numeric and percent input"). */

export type NumericInputOptions = {
  min?: number;
  max?: number;
  precision?: number;
  percent?: boolean;
};

const CONTROL_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Whether a key press is accepted: digits, a dot, control keys, and minus unless the input is a percent. */
export function isAllowedKey(
  key: string,
  options: { percent?: boolean; ctrlOrMeta?: boolean } = {},
): boolean {
  if (options.ctrlOrMeta) return true;
  if (CONTROL_KEYS.has(key)) return true;
  if (/^[0-9]$/.test(key) || key === '.') return true;
  if (key === '-') return !options.percent;
  return false;
}

/** Number of decimals written in a number (1.25 → 2, 10 → 0). */
export function decimalsOf(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Precision from an explicit precision, else the larger decimals of max and min; undefined means free. */
export function resolvePrecision(options: NumericInputOptions): number | undefined {
  if (options.precision !== undefined) return options.precision;
  if (options.max === undefined && options.min === undefined) return undefined;
  return Math.max(decimalsOf(options.max), decimalsOf(options.min));
}

/** Strips every character a numeric input does not accept (pasted text), keeping one dot and a leading minus. */
export function sanitizeNumericText(text: string, options: { percent?: boolean } = {}): string {
  const negative = !options.percent && text.trim().startsWith('-');
  const kept = text.replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  const single = dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  return (negative ? '-' : '') + single;
}

/** Rounds half away from zero to `precision` decimals without binary drift in the result text. */
export function roundTo(value: number, precision: number): number {
  const factor = 10 ** precision;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(Number(scaled.toPrecision(15))) / factor;
  return Math.sign(value) * rounded || 0;
}

export type ClampResult = { value: number; limited: 'min' | 'max' | null };

/** Clamps to min and max and applies the precision; reports which limit corrected the value. */
export function clampNumeric(value: number, options: NumericInputOptions): ClampResult {
  let next = value;
  let limited: ClampResult['limited'] = null;
  if (options.max !== undefined && next > options.max) {
    next = options.max;
    limited = 'max';
  }
  if (options.min !== undefined && next < options.min) {
    next = options.min;
    limited = 'min';
  }
  const precision = resolvePrecision(options);
  if (precision !== undefined) next = roundTo(next, precision);
  return { value: next, limited };
}

/**
 * Parses what the user typed into the emitted value: clamped, rounded, and for percent inputs the
 * displayed number divided by 100. Limits and precision apply to the emitted value. Empty text emits null.
 */
export function parseNumericInput(
  text: string,
  options: NumericInputOptions = {},
): ClampResult & { empty: boolean } {
  const clean = sanitizeNumericText(text, options);
  if (clean === '' || clean === '-' || clean === '.' || clean === '-.')
    return { value: 0, limited: null, empty: true };
  const typed = Number(clean);
  const emitted = options.percent ? roundTo(typed / 100, 12) : typed;
  return { ...clampNumeric(emitted, options), empty: false };
}

/** The text shown for a stored value: percent inputs show value × 100. */
export function displayNumeric(value: number | null | undefined, options: NumericInputOptions = {}): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  if (!options.percent) return String(value);
  const precision = resolvePrecision(options);
  const shown = roundTo(value * 100, precision === undefined ? 10 : Math.max(0, precision - 2));
  return String(shown);
}
