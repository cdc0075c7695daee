import { MESSAGE_API, NOTIFICATION_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { messageCount, readMessages, searchMessages } from './message.service.ts';

/** Header badge counters (`MESSAGE_API`) and the caller's notification centre (`NOTIFICATION_API`). */
export const messageRoutes = [
  route({ contract: MESSAGE_API.count, handler: (c) => messageCount(c) }),
  route({ contract: NOTIFICATION_API.search, handler: searchMessages }),
  route({ contract: NOTIFICATION_API.read, handler: (c, input) => readMessages(c, input.ids) }),
  route({ contract: NOTIFICATION_API.readAll, handler: (c) => readMessages(c) }),
];
