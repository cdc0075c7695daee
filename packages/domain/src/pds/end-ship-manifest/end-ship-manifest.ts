import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
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
