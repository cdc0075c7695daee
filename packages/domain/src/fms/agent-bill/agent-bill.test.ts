import { describe, expect, it } from 'vitest';
import { agentBillCurrency, agentClosing } from './agent-bill.ts';

describe('agent bill currency', () => {
  it("takes the agent's settlement currency whatever its fees are in", () => {
    expect(agentBillCurrency('USD', ['RMB', 'EUR'])).toBe('USD');
  });
  it('without one, takes the one currency of the fees, refuses several and knows none', () => {
    expect(agentBillCurrency(null, ['EUR', 'EUR'])).toBe('EUR');
    expect(agentBillCurrency('', ['EUR', 'USD'])).toBeNull();
    expect(agentBillCurrency(undefined, [])).toBeUndefined();
  });
});

describe('agent ledger closing', () => {
  it('is the opening plus every flow, exactly', () => {
    expect(agentClosing('0.10', [{ value: '0.20' }, { value: '-0.05' }]).toFixed(2)).toBe('0.25');
    expect(agentClosing('100', []).toFixed(2)).toBe('100.00');
  });
});
