/** The public face of this module: what other modules use of it. */
export { productOrderConfigs } from './order-config.service.ts';
