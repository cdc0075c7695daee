import { actionPermission, blackList, GOODS_API } from '@freightdesk/domain';
import type { EntityRegistry } from '#platform/entity/entity-runtime.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { isBlack, pasteBlackList } from './black-list.service.ts';

/** Blacklist beyond the generic routes: paste many entries, check values against the list. */
export function blackListRoutes(registry: EntityRegistry): ApiRoute[] {
  const rt = registry.get(blackList.name);
  return [
    route({
      contract: GOODS_API.blackListPaste,
      labels: { type: rt.labels.type!, text: rt.labels.content! },
      permission: actionPermission(blackList, 'insert'),
      handler: (c, b) => pasteBlackList(c, rt, b),
    }),
    route({
      contract: GOODS_API.isBlack,
      labels: { type: rt.labels.type!, values: rt.labels.content! },
      permission: blackList.permission,
      handler: (c, b) => isBlack(c, b),
    }),
  ];
}
