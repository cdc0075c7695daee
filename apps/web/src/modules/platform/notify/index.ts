/** The public face of this module: what other modules use of it. */
export { SubscriptionCard } from './SubscriptionCard.tsx';
