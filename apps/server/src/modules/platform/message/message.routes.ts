import { route } from '#platform/http/route.ts';
import { messageCount } from './message.service.ts';

/** Header badge counters. */
export const messageRoutes = [
  route({ method: 'GET', url: '/platform/message/count', handler: (c) => messageCount(c) }),
];
