import { describe, expect, it } from 'vitest';
import {
  checkExecutorActions,
  type ExecutorAction,
  executorActionsSchema,
  executorOutcome,
  renderExecutorContent,
} from './executor-actions.ts';

const parse = (rows: unknown[]) => executorActionsSchema.parse(rows) as ExecutorAction[];

describe('executor actions', () => {
  it('fills defaults and refuses unknown action types and fields', () => {
    expect(parse([{ type: 'notify' }])[0]).toMatchObject({ way: 'site', recipients: [], colour: 'default' });
    expect(executorActionsSchema.safeParse([{ type: 'drop' }]).success).toBe(false);
    expect(executorActionsSchema.safeParse([{ type: 'fillField', field: 'status' }]).success).toBe(false);
  });

  it('names the first row with a missing input, numbered from 1', () => {
    expect(checkExecutorActions([], 'en-US')).toEqual({ key: 'executorActionsEmpty', params: [] });
    const rows = parse([
      { type: 'fillField', field: 'orderRemark', value: 'VIP' },
      { type: 'fillField', value: 'x' },
    ]);
    expect(checkExecutorActions(rows, 'en-US')).toEqual({
      key: 'executorRowFieldEmpty',
      params: [2, 'System field'],
    });
    expect(checkExecutorActions(parse([{ type: 'fillField', field: 'trackNo' }]), 'en-US')?.params).toEqual([
      1,
      'Value',
    ]);
    expect(checkExecutorActions(parse([{ type: 'notify', content: 'x' }]), 'en-US')?.params).toEqual([
      1,
      'Recipients',
    ]);
    expect(
      checkExecutorActions(
        parse([{ type: 'formatPostcode' }, { type: 'notify', recipients: ['customer'] }]),
        'en-US',
      ),
    ).toEqual({ key: 'executorCustomerNotifyEmpty', params: [2] });
    expect(
      checkExecutorActions(parse([{ type: 'notify', content: 'x', recipients: ['employee'] }]), 'en-US')
        ?.params,
    ).toEqual([1, 'Employees']);
    expect(
      checkExecutorActions(
        parse([{ type: 'notify', content: 'x', recipients: ['creator'], way: 'robot' }]),
        'en-US',
      )?.params,
    ).toEqual([1, 'Robot URL']);
    expect(checkExecutorActions(parse([{ type: 'webhook', url: 'ftp://x' }]), 'en-US')?.params).toEqual([
      1,
      'URL',
    ]);
    expect(
      checkExecutorActions(
        parse([{ type: 'webhook', url: 'https://h.example/x', headers: [{ name: '', value: 'v' }] }]),
        'en-US',
      )?.params,
    ).toEqual([1, 'Headers']);
    expect(
      checkExecutorActions(
        parse([
          { type: 'fillField', field: 'orderRemark', value: 'VIP' },
          { type: 'notify', content: 'Hi {waybillNo}', recipients: ['creator', 'customer'] },
          { type: 'webhook', url: 'https://h.example/x' },
        ]),
        'en-US',
      ),
    ).toBeUndefined();
  });

  it('says what the actions do', () => {
    const rows = parse([
      { type: 'fillField', field: 'orderRemark', value: 'VIP' },
      { type: 'fillField', field: 'trackNo', valueType: 'numberSegment', value: 'SEG1' },
      { type: 'notify', content: 'x', recipients: ['creator', 'customer'] },
    ]);
    expect(executorOutcome(rows, 'en-US')).toBe(
      "fill Order remark with 'VIP'; fill Track number with the next number of Number segment SEG1; notify the creator, the customer by Site message",
    );
    expect(executorOutcome(rows, 'zh-CN')).toContain('将订单备注填为“VIP”');
  });

  it('replaces the known placeholders only', () => {
    expect(
      renderExecutorContent('{waybillNo} of {customerCode}: {status} {x}', {
        waybillNo: 'W1',
        customerCode: 'C1',
        status: 'Received',
      }),
    ).toBe('W1 of C1: Received {x}');
  });
});
