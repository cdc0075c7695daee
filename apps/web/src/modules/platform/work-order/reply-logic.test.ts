import { badgeText } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { avatarKind, bubbleSide, insertQuickReply, isSendShortcut } from './reply-logic.ts';

describe('work-order dialog rules', () => {
  it('puts the current user’s replies on the right and everyone else’s on the left', () => {
    expect(bubbleSide('u1', 'u1')).toBe('right');
    expect(bubbleSide('u2', 'u1')).toBe('left');
    expect(bubbleSide(null, 'u1')).toBe('left');
  });

  it('draws the avatar by sex: 0 male, 1 female', () => {
    expect(avatarKind(0)).toBe('male');
    expect(avatarKind(1)).toBe('female');
    expect(avatarKind('male')).toBe('male');
    expect(avatarKind('female')).toBe('female');
    expect(avatarKind(null)).toBe('unknown');
  });

  it('fills an empty box with a quick reply and inserts it at the caret otherwise', () => {
    expect(insertQuickReply('', 'Received')).toEqual({ text: 'Received', caret: 8 });
    expect(insertQuickReply('Hello world', 'Received', { start: 5, end: 5 })).toEqual({
      text: 'HelloReceived world',
      caret: 13,
    });
    expect(insertQuickReply('Hello world', 'X', { start: 0, end: 5 })).toEqual({ text: 'X world', caret: 1 });
    expect(insertQuickReply('Hi. ', 'Confirmed')).toEqual({ text: 'Hi. Confirmed', caret: 13 });
  });

  it('sends on Ctrl+Enter (or Cmd+Enter) only', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'a', ctrlKey: true })).toBe(false);
  });

  it('caps the badge at 99+ and shows nothing for 0', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
