import type { SubConfig } from '../../platform/entity/types.ts';
import { WEBHOOK_HEADER_LABELS } from './webhook.entity.ts';
import { webhookHeadersSchema } from './webhook.schema.ts';

/** A webhook's own headers: name and value per row. */
export const webhookHeadersSub: SubConfig = {
  kind: 'rows',
  schema: webhookHeadersSchema,
  labels: WEBHOOK_HEADER_LABELS,
};
