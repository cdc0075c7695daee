import { z } from 'zod';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { blackList, goodsDesc } from './goods.entity.ts';

/** Blacklist types: commodity, sender, recipient. */
export const BLACK_LIST_TYPES = blackList.fields.type.options.map((o) => String(o.value)) as [
  string,
  ...string[],
];
export type BlackListType = (typeof BLACK_LIST_TYPES)[number];

export const blackListPastePayload = z.object({
  type: z.enum(BLACK_LIST_TYPES),
  text: z.string().min(1).max(200_000),
});
export const isBlackPayload = z.object({
  type: z.enum(BLACK_LIST_TYPES),
  values: z.array(z.string().max(500)).min(1).max(BATCH_MAX_ROWS),
});
export const goodsDescBatchPayload = z.object({
  names: z.string().trim().min(1).max(5_000),
  categoryId: z.uuid(),
});

const blackListApi = `/${blackList.api}` as const;
const goodsDescApi = `/${goodsDesc.api}` as const;

/** Blacklist and goods descriptions beyond the generic routes. */
export const GOODS_API = {
  blackListPaste: defineEndpoint({
    method: 'POST',
    url: `${blackListApi}/paste`,
    input: blackListPastePayload,
    output: z.object({ inserted: z.number().int(), skipped: z.number().int() }),
    summary: 'Blacklist: add pasted entries of one type (one per line)',
  }),
  isBlack: defineEndpoint({
    method: 'POST',
    url: `${blackListApi}/isBlack`,
    input: isBlackPayload,
    output: z.array(
      z.object({ id: z.uuid(), type: z.string(), content: z.string(), remark: z.string().nullable() }),
    ),
    summary: 'Blacklist: the enabled entries hitting the given values',
  }),
  goodsDescBatchInsert: defineEndpoint({
    method: 'POST',
    url: `${goodsDescApi}/batchInsert`,
    input: goodsDescBatchPayload,
    output: z.object({ inserted: z.number().int() }),
    summary: 'Goods description: add many names (commas, Chinese commas or semicolons) to a category',
  }),
  allGoodsDesc: defineEndpoint({
    method: 'GET',
    url: `${goodsDescApi}/getAllGoodsDesc`,
    output: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        nameEn: z.string().nullable(),
        categoryId: z.uuid().nullable(),
        categoryName: z.string().nullable(),
        dangerousType: z.number().int(),
      }),
    ),
    summary: 'Goods description: every name with its category',
  }),
};
