import type { Message } from '../../platform/messages/catalogue.ts';

export const END_SHIP_MANIFEST_MESSAGES = {
  pdsManifestMixedAccounts: {
    'zh-CN': '所选小包属于多个承运商账号，不能放在同一交接单',
    'en-US': 'The parcels belong to several carrier accounts and cannot share one manifest',
    'vi-VN': 'Các bưu kiện thuộc nhiều tài khoản hãng vận chuyển, không thể chung một bảng kê',
  },
  pdsManifestAlready: {
    'zh-CN': '小包{0}已在交接单{1}中',
    'en-US': 'Parcel {0} is already on end-ship manifest {1}',
    'vi-VN': 'Bưu kiện {0} đã nằm trong bảng kê {1}',
  },
  pdsManifestNotLabelled: {
    'zh-CN': '小包{0}状态为{1}，不能交接',
    'en-US': 'Parcel {0} is {1} and cannot be manifested',
    'vi-VN': 'Bưu kiện {0} đang ở trạng thái {1}, không thể đưa vào bảng kê',
  },
  pdsManifestCarrierFailed: {
    'zh-CN': '承运商交接失败：{0}',
    'en-US': 'The carrier refused the manifest: {0}',
    'vi-VN': 'Hãng vận chuyển từ chối bảng kê: {0}',
  },
} satisfies Record<string, Message>;
