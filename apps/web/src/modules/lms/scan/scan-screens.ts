import type { ScanType } from '@freightdesk/domain';

/** What a scan screen asks besides the number. */
export type ScanExtra = 'pieces' | 'packageNo' | 'detainTypes' | 'checkGoods' | 'reason' | 'none';

/** The scan screens: one route per scan type (`/lms/scan/<slug>`), in the menu order of spec §2. */
export const SCAN_SCREENS: readonly { type: ScanType; slug: string; extra: ScanExtra }[] = [
  { type: 'receive', slug: 'receive', extra: 'pieces' },
  { type: 'arrive', slug: 'arrive', extra: 'none' },
  { type: 'updateWeight', slug: 'update-weight', extra: 'pieces' },
  { type: 'checkGoods', slug: 'check-goods', extra: 'checkGoods' },
  { type: 'package', slug: 'package', extra: 'packageNo' },
  { type: 'send', slug: 'send', extra: 'none' },
  { type: 'verify', slug: 'verify', extra: 'none' },
  { type: 'query', slug: 'query', extra: 'none' },
  { type: 'delay', slug: 'delay', extra: 'reason' },
  { type: 'cancelDelay', slug: 'cancel-delay', extra: 'none' },
  { type: 'detain', slug: 'detain', extra: 'detainTypes' },
  { type: 'cancelDetain', slug: 'cancel-detain', extra: 'none' },
  { type: 'returnToCustomer', slug: 'return-to-customer', extra: 'none' },
  { type: 'returnIn', slug: 'return-in', extra: 'none' },
];

export const extraOf = (type: ScanType): ScanExtra =>
  SCAN_SCREENS.find((s) => s.type === type)?.extra ?? 'none';
