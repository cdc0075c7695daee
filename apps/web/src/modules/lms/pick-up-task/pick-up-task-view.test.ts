import { describe, expect, it } from 'vitest';
import { statusOfTab, statusTabs, taskActions } from './pick-up-task-view.ts';

describe('pick-up task view rules', () => {
  it('customers only cancel their waiting or assigned tasks; staff also assign and complete', () => {
    const all = { cancel: true, manage: true };
    expect(taskActions('wait', 'customer', all)).toEqual(['cancel']);
    expect(taskActions('assigned', 'customer', all)).toEqual(['cancel']);
    expect(taskActions('picked', 'customer', all)).toEqual([]);
    expect(taskActions('wait', 'staff', all)).toEqual(['assign', 'cancel']);
    expect(taskActions('assigned', 'staff', all)).toEqual(['assign', 'complete', 'cancel']);
    expect(taskActions('cancelled', 'staff', all)).toEqual([]);
    expect(taskActions('wait', 'staff', { cancel: false, manage: false })).toEqual([]);
  });

  it('tabs list all then each status with its count; "all" sends no status', () => {
    const tabs = statusTabs({ all: 5, wait: 2, cancelled: 3 }, 'en-US', 'All');
    expect(tabs.map((t) => t.label)).toEqual([
      'All (5)',
      'Waiting (2)',
      'Assigned (0)',
      'Picked up (0)',
      'Cancelled (3)',
    ]);
    expect(statusOfTab('all')).toBeUndefined();
    expect(statusOfTab('picked')).toBe('picked');
  });
});
