import { z } from 'zod';
import { splitList } from '../../platform/entity/split-list.ts';

/**
 * One zone of a zone scheme: a name, its timeliness, the destination countries (two-letter codes)
 * and postcode prefixes it covers.
 */
export const zoneRowSchema = z.object({
  name: z.string().trim().max(35).default(''),
  timeliness: z.string().trim().max(50).default(''),
  countryCodes: z.union([z.string().transform(splitList), z.array(z.string().trim())]).default([]),
  postcodePrefixes: z.union([z.string().transform(splitList), z.array(z.string().trim())]).default([]),
  shippingNotice: z.string().trim().max(500).default(''),
});
export type ZoneRow = z.output<typeof zoneRowSchema>;

/** The zone rows of a scheme (the `zones` JSON field), in sequence order. */
export const zoneRowsSchema = z.array(zoneRowSchema).max(500);
