/** Interceptors (settings centre › control): tip, confirm or block a waybill at order, receive or send. */
export * from './interceptor.entity.ts';
export * from './interceptor.messages.ts';
