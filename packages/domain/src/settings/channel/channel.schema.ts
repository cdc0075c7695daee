import { z } from 'zod';

/** Channel limit: how much a channel may take per period (back-office §3). */
export const channelLimitSchema = z
  .object({
    enable: z.boolean().default(false),
    mode: z.enum(['bill', 'piece', 'weight', 'square']).default('bill'),
    period: z.enum(['day', 'week', 'month']).default('day'),
    /** Needed only while the limit is enabled. */
    limit: z.number().positive().max(1e9).nullish(),
  })
  .refine((v) => !v.enable || v.limit != null, { message: 'required', path: ['limit'] });

/** Service limit: what a channel accepts (weights in kg, sizes in cm). */
export const serviceLimitSchema = z
  .object({
    minWeight: z.number().min(0).max(99999).nullish(),
    maxWeight: z.number().min(0).max(99999).nullish(),
    maxLength: z.number().min(0).max(9999).nullish(),
    maxWidth: z.number().min(0).max(9999).nullish(),
    maxHeight: z.number().min(0).max(9999).nullish(),
    maxLongestSide: z.number().min(0).max(9999).nullish(),
    maxSquare: z.number().min(0).max(9999).nullish(),
    countryCodes: z.array(z.string().length(2)).default([]),
    countryMode: z.enum(['allow', 'forbid']).default('forbid'),
    forbiddenGoodsDescs: z.array(z.string().max(10)).default([]),
    declareTypes: z.array(z.string().max(30)).default([]),
  })
  .refine((v) => v.minWeight == null || v.maxWeight == null || v.minWeight <= v.maxWeight, {
    message: 'valueOutOfRange',
    path: ['minWeight'],
  });

/** Weight config: fixed sizes, minimum charge weight and carry (rounding) units. */
export const weightConfigSchema = z.object({
  fixedLength: z.number().min(0).max(999.999).nullish(),
  fixedWidth: z.number().min(0).max(999.999).nullish(),
  fixedHeight: z.number().min(0).max(999.999).nullish(),
  minChargeWeight: z.number().min(0).max(99999).nullish(),
  minChargeWeightPer: z.enum(['bill', 'piece']).default('bill'),
  carryUnits: z
    .array(
      z.object({
        startWeight: z.number().min(0),
        endWeight: z.number().min(0),
        unit: z.number().positive().max(100),
        type: z.enum([
          'actualWeight',
          'volumeWeight',
          'chargeWeight',
          'pieceActualWeight',
          'pieceVolumeWeight',
          'pieceChargeWeight',
        ]),
      }),
    )
    .default([]),
});
