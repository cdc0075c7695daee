import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { PARCEL_BATCH_MAX } from '../parcel/index.ts';

/**
 * The end-ship manifest (`pds/endShipManifest`): the day's hand-over of labelled parcels of one
 * carrier account (label API configuration) to the carrier, through the carrier's manifest call.
 * A parcel is on one manifest only; a cancelled parcel is never manifested.
 */

/** Number rule of manifest codes (seeded). */
export const END_SHIP_MANIFEST_NUMBER_RULE = 'pdsEndShipManifestNo';

export const endShipManifestCreatePayload = z.object({
  ids: z.array(z.string().uuid()).min(1).max(PARCEL_BATCH_MAX),
});
export const endShipManifestSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      code: z.string().trim().max(50).optional(),
      waybillNo: z.string().trim().max(50).optional(),
      createdAt: z.tuple([z.coerce.date(), z.coerce.date()]).optional(),
    })
    .default({}),
});

export const endShipManifestAnswer = z.looseObject({
  id: z.uuid(),
  code: z.string(),
  manifestNo: z.string().nullable(),
  labelApiId: z.uuid(),
  labelApiName: z.string().nullable(),
  manifestDate: z.string(),
  parcelCount: z.number().int(),
  fileId: z.uuid().nullable(),
  createdAt: timestampAnswer,
});

export const END_SHIP_MANIFEST_API = {
  create: defineEndpoint({
    method: 'POST',
    url: '/pds/endShipManifest/create',
    input: endShipManifestCreatePayload,
    output: z.object({ id: z.uuid(), code: z.string(), fileId: z.uuid().nullable() }),
    summary:
      'Closes the end-ship manifest of labelled parcels of one carrier account (the carrier’s manifest call and document)',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/pds/endShipManifest/search',
    input: endShipManifestSearchPayload,
    output: searchResultOf(endShipManifestAnswer),
    summary: 'End-ship manifests, newest first',
  }),
};

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
