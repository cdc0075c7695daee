/** Channel routes (back-office §3): the rule kind, its own values and the pure channel choice. */

export * from './channel-route.contracts.ts';
export * from './channel-route.entity.ts';
export * from './channel-route.messages.ts';
export * from './channel-route.ts';
