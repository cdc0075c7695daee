import { MESSAGE_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { messageCount } from './message.service.ts';

/** Header badge counters (`MESSAGE_API`). */
export const messageRoutes = [route({ contract: MESSAGE_API.count, handler: (c) => messageCount(c) })];
