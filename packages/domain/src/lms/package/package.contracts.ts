import { z } from 'zod';
import { fileAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  packageNoQuery,
  packageRemovePayload,
  packageRowAnswer,
  packageSearchPayload,
  packageWaybillAnswer,
} from './package.ts';

const base = '/lms/package';

/** The package / pallet endpoints (LMS → Scanning): list, the waybills of one, removing waybills, the label. */
export const PACKAGE_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: packageSearchPayload,
    output: searchResultOf(packageRowAnswer),
    summary:
      'Packages: number, waybill count, pieces, weight, first/last package scan, state; page and total',
  }),
  waybills: defineEndpoint({
    method: 'GET',
    url: `${base}/waybills`,
    input: packageNoQuery,
    output: z.array(packageWaybillAnswer),
    summary: 'The waybills of one package, in packing order',
  }),
  removeWaybills: defineEndpoint({
    method: 'POST',
    url: `${base}/removeWaybills`,
    input: packageRemovePayload,
    output: z.object({ removed: z.number().int() }),
    summary: 'Takes waybills still in the warehouse out of their package (status unchanged, logged)',
  }),
  label: defineEndpoint({
    method: 'GET',
    url: `${base}/label`,
    input: packageNoQuery,
    output: fileAnswer,
    summary: 'The package label PDF (100×150 mm: barcode, totals, waybill numbers)',
  }),
};
