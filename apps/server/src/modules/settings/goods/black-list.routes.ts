import { actionPermission, blackList } from '@freightdesk/domain';
import { z } from 'zod';
import type { EntityRegistry } from '#platform/entity/entity-runtime.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { blackListPastePayload, isBlack, isBlackPayload, pasteBlackList } from './black-list.service.ts';

/** Blacklist beyond the generic routes: paste many entries, check values against the list. */
export function blackListRoutes(registry: EntityRegistry): ApiRoute[] {
  const rt = registry.get(blackList.name);
  return [
    route({
      method: 'POST',
      url: `/${blackList.api}/paste`,
      output: z.object({ inserted: z.number().int(), skipped: z.number().int() }),
      input: blackListPastePayload,
      labels: { type: rt.labels.type!, text: rt.labels.content! },
      permission: actionPermission(blackList, 'insert'),
      summary: 'Blacklist: add pasted entries of one type (one per line)',
      handler: (c, b) => pasteBlackList(c, rt, b),
    }),
    route({
      method: 'POST',
      url: `/${blackList.api}/isBlack`,
      output: z.array(
        z.object({ id: z.uuid(), type: z.string(), content: z.string(), remark: z.string().nullable() }),
      ),
      input: isBlackPayload,
      labels: { type: rt.labels.type!, values: rt.labels.content! },
      permission: blackList.permission,
      summary: 'Blacklist: the enabled entries hitting the given values',
      handler: (c, b) => isBlack(c, b),
    }),
  ];
}
