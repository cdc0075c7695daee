import { describe, expect, it } from 'vitest';
import { addFavourites, chooseGoodsDesc, parseFavourites, removeFavourite } from './favourites.ts';

describe('favourite goods descriptions', () => {
  it('reads the user setting content: a list or its JSON text, no blanks or repeats, at most 20', () => {
    expect(parseFavourites(['衣服', ' 鞋子 ', '', '衣服', 3])).toEqual(['衣服', '鞋子']);
    expect(parseFavourites('["香水"]')).toEqual(['香水']);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites({ menuCodes: [] })).toEqual([]);
    const many = Array.from({ length: 25 }, (_, i) => `g${i}`);
    expect(parseFavourites(many)).toHaveLength(20);
  });

  it('adds the chosen names first (newest first, no repeats), the oldest falling off past 20', () => {
    expect(addFavourites(['a', 'b'], ['c', 'b'])).toEqual(['c', 'b', 'a']);
    const full = Array.from({ length: 20 }, (_, i) => `g${i}`);
    const next = addFavourites(full, ['new']);
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('g19');
    expect(removeFavourite(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('chooses a name once, at most 10 characters, at most 20 names', () => {
    expect(chooseGoodsDesc(['衣服'], '衣服')).toEqual(['衣服']);
    expect(chooseGoodsDesc([], ' 鞋子 ')).toEqual(['鞋子']);
    expect(chooseGoodsDesc([], 'x'.repeat(11))).toEqual([]);
    const twenty = Array.from({ length: 20 }, (_, i) => `g${i}`);
    expect(chooseGoodsDesc(twenty, 'more')).toHaveLength(20);
  });
});
