import type { UserType } from '@freightdesk/domain';

/** Messages between browser tabs of this app (spec §4): sign-in and sign-out of a user type. */
export type TabBusMessage = { type: 'login' | 'logout'; userType: UserType };
export type TabBusReaction = 'reload' | 'logoutAndReload' | 'ignore';

export const TAB_BUS_NAME = 'browserTabBus';

function isMessage(value: unknown): value is TabBusMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<TabBusMessage>;
  return (m.type === 'login' || m.type === 'logout') && (m.userType === 'staff' || m.userType === 'customer');
}

/** Other tabs of the same user type reload on login and drop the token and reload on logout. */
export function tabBusReaction(message: unknown, ownType: UserType): TabBusReaction {
  if (!isMessage(message) || message.userType !== ownType) return 'ignore';
  return message.type === 'login' ? 'reload' : 'logoutAndReload';
}

let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(TAB_BUS_NAME);
  return channel;
}

export function postTabBus(message: TabBusMessage) {
  getChannel()?.postMessage(message);
}

/** Listens for the other tabs; `ownType` is read at each message (the area shown may change). */
export function listenTabBus(
  ownType: () => UserType,
  act: (reaction: TabBusReaction, type: UserType) => void,
) {
  const ch = getChannel();
  if (!ch) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const type = ownType();
    const reaction = tabBusReaction(event.data, type);
    if (reaction !== 'ignore') act(reaction, type);
  };
  ch.addEventListener('message', onMessage);
  return () => ch.removeEventListener('message', onMessage);
}
