import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { DetainPage } from './DetainPage.tsx';
import { detainAnswer as answer } from './detain-test-kit.ts';

/** Detain management without the detain and release permissions (a file of its own: one session per file). */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

describe('DetainPage, read only', () => {
  it('offers neither detain nor release without their permissions', async () => {
    opened = await openAt('/lms/detain', <DetainPage />, answer, { permissions: [Permission.lmsDetain] });
    await until(() => document.body.textContent?.includes('FD2611000001') ?? false);
    expect(byTestId('detain-open')).toBeNull();
    expect(byTestId('detain-release')).toBeNull();
  }, 30_000);
});
