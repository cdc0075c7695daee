/** Interceptors: the rule kind, and the checks at order, receive and send. */
export { type InterceptorOwn, interceptorKind } from './interceptor.kind.ts';
export { interceptorTable } from './interceptor.schema.ts';
export { firedInterceptors, interceptVerdict, pointInterceptors } from './interceptor.service.ts';
