import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting.ts';

describe('greetingKey', () => {
  it('says morning before noon, afternoon before 18:00, evening after', () => {
    expect([0, 11, 12, 17, 18, 23].map(greetingKey)).toEqual([
      'home.morning',
      'home.morning',
      'home.afternoon',
      'home.afternoon',
      'home.evening',
      'home.evening',
    ]);
  });
});
