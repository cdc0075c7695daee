import { SUBSCRIPTION_API, TO_DO_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { fetchSubscription, saveSubscription } from './subscription.service.ts';
import { completeTodo, remindTodo, searchTodos } from './todo.service.ts';

/** The caller's own message subscription and to-do items (every signed-in user). */
export const notifyRoutes = [
  route({ contract: SUBSCRIPTION_API.fetch, handler: (c) => fetchSubscription(c) }),
  route({ contract: SUBSCRIPTION_API.save, handler: saveSubscription }),
  route({ contract: TO_DO_API.search, handler: searchTodos }),
  route({ contract: TO_DO_API.complete, handler: completeTodo }),
  route({ contract: TO_DO_API.remind, handler: remindTodo }),
];
