import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { detailOf, ORDER_ID } from './detail-test-kit.ts';
import { WorkOrderDetailDialog } from './WorkOrderDetailDialog.tsx';

/**
 * The detail dialog: bubbles by author, avatars by sex, quick replies into the box, Ctrl+Enter sends,
 * an empty reply is refused without a request, re-open asks first, the customer rates a closed order.
 */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const STAFF = [
  Permission.workOrder,
  Permission.workOrderReply,
  Permission.workOrderClose,
  Permission.workOrderReOpen,
];

function typeInto(testId: string, value: string) {
  const box = byTestId(testId) as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  setter.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
const textOf = (testId: string) => (byTestId(testId) as HTMLTextAreaElement).value;
const ctrlEnter = (testId: string) =>
  byTestId(testId)!.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }),
  );

async function openDialog(
  order = detailOf(),
  signedIn: Parameters<typeof openAt>[3] = { permissions: STAFF },
) {
  opened = await openAt(
    '/oa/work-order',
    <WorkOrderDetailDialog id={ORDER_ID} onClose={() => {}} />,
    (path) => {
      if (path.startsWith('platform/workOrder/detail')) return order;
      if (path.startsWith('platform/workOrder/')) return { id: ORDER_ID, status: order.status };
      return [];
    },
    signedIn,
  );
  await settle();
}

describe('WorkOrderDetailDialog', () => {
  it('puts my replies on the right and the others on the left, with avatars by sex', async () => {
    await openDialog();
    const bubbles = [...document.querySelectorAll<HTMLElement>('[data-testid="work-order-reply"]')];
    expect(bubbles.map((b) => b.dataset.side)).toEqual(['left', 'right']);
    expect(bubbles[0]!.querySelector('[data-testid="reply-avatar-female"]')).not.toBeNull();
    expect(bubbles[1]!.querySelector('[data-testid="reply-avatar-male"]')).not.toBeNull();
  });

  it('fills the box with a quick reply and sends it with Ctrl+Enter', async () => {
    await openDialog();
    await act(async () => byTestId('quick-reply-received')!.click());
    expect(textOf('work-order-reply-input')).toBe('Received');
    await act(async () => ctrlEnter('work-order-reply-input'));
    await settle();
    expect(opened.posted('platform/workOrder/reply').at(-1)).toEqual({
      id: ORDER_ID,
      reply: 'Received',
      attachmentFiles: [],
      isSameClose: false,
    });
    expect(textOf('work-order-reply-input')).toBe('');
  });

  it('refuses an empty reply with "reply content cannot be empty" and sends nothing', async () => {
    await openDialog();
    await act(async () => typeInto('work-order-reply-input', '   '));
    await act(async () => byTestId('work-order-send')!.click());
    await settle();
    expect(byTestId('work-order-reply-empty')?.textContent).toBe('Reply content cannot be empty');
    expect(opened.posted('platform/workOrder/reply')).toEqual([]);
  });

  it('sends "reply and close" to replyAndClose', async () => {
    await openDialog();
    await act(async () => typeInto('work-order-reply-input', 'Solved'));
    await act(async () => byTestId('work-order-reply-close')!.click());
    await settle();
    expect(opened.posted('platform/workOrder/replyAndClose').at(-1)).toMatchObject({
      reply: 'Solved',
      isSameClose: true,
    });
  });

  it('strikes a closed order through and re-opens it only after the confirmation', async () => {
    await openDialog(detailOf({ status: 30 }));
    expect(byTestId('work-order-closed-code')?.tagName).toBe('S');
    expect(byTestId('work-order-reply-input')).toBeNull();
    await act(async () => byTestId('work-order-reopen')!.click());
    await settle();
    expect(opened.posted('platform/workOrder/reOpen')).toEqual([]);
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('platform/workOrder/reOpen').at(-1)).toEqual({ id: ORDER_ID });
  });

  it('lets the customer rate a closed order', async () => {
    await openDialog(detailOf({ status: 30 }), {
      userType: 'customer',
      permissions: [Permission.workOrder, Permission.workOrderEvaluation],
    });
    expect(byTestId('work-order-evaluate')).not.toBeNull();
    await act(async () => byTestId('work-order-evaluation-1')!.click());
    await act(async () => byTestId('work-order-evaluate')!.click());
    await settle();
    expect(opened.posted('platform/workOrder/evaluation').at(-1)).toEqual({ id: ORDER_ID, evaluation: 1 });
  });
});
