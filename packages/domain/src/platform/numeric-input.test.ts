import { describe, expect, it } from 'vitest';
import {
  clampNumeric,
  decimalsOf,
  displayNumeric,
  isAllowedKey,
  parseNumericInput,
  resolvePrecision,
  sanitizeNumericText,
} from './numeric-input.ts';

describe('numeric input keys', () => {
  it('accepts digits, a dot and control keys', () => {
    for (const k of ['0', '5', '9', '.', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Enter']) {
      expect(isAllowedKey(k)).toBe(true);
    }
  });
  it('refuses letters and other signs', () => {
    for (const k of ['a', 'e', '+', ',', ' ', 'E']) expect(isAllowedKey(k)).toBe(false);
  });
  it('accepts minus unless the input is a percent', () => {
    expect(isAllowedKey('-')).toBe(true);
    expect(isAllowedKey('-', { percent: true })).toBe(false);
  });
  it('lets copy/paste shortcuts through', () => {
    expect(isAllowedKey('v', { ctrlOrMeta: true })).toBe(true);
  });
});

describe('sanitizing pasted text', () => {
  it('keeps digits, one dot and a leading minus', () => {
    expect(sanitizeNumericText('1a2.3.4')).toBe('12.34');
    expect(sanitizeNumericText('-12.5kg')).toBe('-12.5');
    expect(sanitizeNumericText('-12.5', { percent: true })).toBe('12.5');
  });
});

describe('precision', () => {
  it('counts decimals', () => {
    expect(decimalsOf(999.999)).toBe(3);
    expect(decimalsOf(10)).toBe(0);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(undefined)).toBe(0);
  });
  it('prefers explicit precision, else the decimals of max/min', () => {
    expect(resolvePrecision({ precision: 1, max: 9.999 })).toBe(1);
    expect(resolvePrecision({ max: 999.999, min: 0 })).toBe(3);
    expect(resolvePrecision({ min: 0.01 })).toBe(2);
    expect(resolvePrecision({})).toBeUndefined();
  });
});

describe('clamping', () => {
  it('clamps to max and min and reports the limit', () => {
    expect(clampNumeric(1200, { min: 0, max: 999.999 })).toEqual({ value: 999.999, limited: 'max' });
    expect(clampNumeric(-3, { min: 0, max: 10 })).toEqual({ value: 0, limited: 'min' });
    expect(clampNumeric(5, { min: 0, max: 10 })).toEqual({ value: 5, limited: null });
  });
  it('rounds to the resolved precision', () => {
    expect(clampNumeric(1.23456, { max: 999.999 }).value).toBe(1.235);
    expect(clampNumeric(2.675, { precision: 2 }).value).toBe(2.68);
    expect(clampNumeric(-1.005, { precision: 2 }).value).toBe(-1.01);
  });
});

describe('parsing and display', () => {
  it('parses typed text into the clamped value', () => {
    expect(parseNumericInput('12.3456', { max: 999.999 })).toEqual({
      value: 12.346,
      limited: null,
      empty: false,
    });
    expect(parseNumericInput('', {}).empty).toBe(true);
    expect(parseNumericInput('-', {}).empty).toBe(true);
  });
  it('percent inputs show value × 100 and emit value ÷ 100', () => {
    expect(displayNumeric(0.125, { percent: true })).toBe('12.5');
    expect(parseNumericInput('12.5', { percent: true }).value).toBe(0.125);
    expect(displayNumeric(0.07, { percent: true })).toBe('7');
  });
  it('percent limits apply to the emitted value', () => {
    expect(parseNumericInput('150', { percent: true, max: 1, min: 0 })).toEqual({
      value: 1,
      limited: 'max',
      empty: false,
    });
  });
  it('shows nothing for an empty value', () => {
    expect(displayNumeric(null)).toBe('');
    expect(displayNumeric(undefined, { percent: true })).toBe('');
  });
});
