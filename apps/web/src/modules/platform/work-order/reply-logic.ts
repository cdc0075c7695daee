/**
 * The pure rules of the work-order dialog (spec platform-core §2, §5, §9): which side a reply's bubble
 * sits on, the avatar of its author, where a quick reply goes, the send shortcut and the empty check.
 */

/** A reply of the current user sits on the right, every other reply on the left. */
export function bubbleSide(authorId: string | null | undefined, currentUserId: string): 'right' | 'left' {
  return authorId && authorId === currentUserId ? 'right' : 'left';
}

/** The avatar of a reply's author by sex (0 or 'male', 1 or 'female'); unknown for anything else. */
export function avatarKind(sex: number | string | null | undefined): 'male' | 'female' | 'unknown' {
  if (sex === 0 || sex === 'male') return 'male';
  if (sex === 1 || sex === 'female') return 'female';
  return 'unknown';
}

export type Selection = { start: number; end: number };

/**
 * A quick reply put into the reply box: an empty box takes it as it is; otherwise it replaces the
 * selected text or goes in at the caret (at the end without one). Answers the text and the caret after it.
 */
export function insertQuickReply(
  current: string,
  quick: string,
  selection?: Selection | null,
): { text: string; caret: number } {
  if (!current) return { text: quick, caret: quick.length };
  const start = Math.max(0, Math.min(selection?.start ?? current.length, current.length));
  const end = Math.max(start, Math.min(selection?.end ?? start, current.length));
  const text = current.slice(0, start) + quick + current.slice(end);
  return { text, caret: start + quick.length };
}

/** Ctrl+Enter (Cmd+Enter on a Mac) sends the reply. */
export function isSendShortcut(event: { key: string; ctrlKey: boolean; metaKey?: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || Boolean(event.metaKey));
}
