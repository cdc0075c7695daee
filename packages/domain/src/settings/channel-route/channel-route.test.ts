import { describe, expect, it } from 'vitest';
import { candidateOrder, cheapestFirst } from './channel-route.ts';

const pick = (turn = 0, r = 0) => ({ random: () => r, turn });

describe('candidate order', () => {
  it('first keeps the rule order; turn rotates to the counter, modulo the channels', () => {
    expect(candidateOrder(['a', 'b', 'c'], 'first', pick(5))).toEqual(['a', 'b', 'c']);
    expect(candidateOrder(['a', 'b', 'c'], 'turn', pick(1))).toEqual(['b', 'c', 'a']);
    expect(candidateOrder(['a', 'b', 'c'], 'turn', pick(5))).toEqual(['c', 'a', 'b']);
    expect(candidateOrder([], 'turn', pick(3))).toEqual([]);
  });

  it('random shuffles every channel once, by the random source', () => {
    expect(candidateOrder(['a', 'b'], 'random', pick(0, 0))).toEqual(['b', 'a']);
    expect(candidateOrder(['a', 'b'], 'random', pick(0, 0.99))).toEqual(['a', 'b']);
    const out = candidateOrder(['a', 'b', 'c', 'd'], 'random', { random: Math.random, turn: 0 });
    expect([...out].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('cheapest first', () => {
  const priced = [
    { channelId: 'a', total: '240', chargeWeight: '12' },
    { channelId: 'b', total: '500', chargeWeight: '50' },
    { channelId: 'c', total: '240.00', chargeWeight: '10' },
  ];

  it('by total, ties in the conflict order; by unit price per charge kg', () => {
    expect(cheapestFirst(priced, 'sum', ['c', 'a', 'b']).map((p) => p.channelId)).toEqual(['c', 'a', 'b']);
    expect(cheapestFirst(priced, 'sum', ['a', 'b', 'c']).map((p) => p.channelId)).toEqual(['a', 'c', 'b']);
    expect(cheapestFirst(priced, 'unitPrice', ['a', 'b', 'c']).map((p) => p.channelId)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});
