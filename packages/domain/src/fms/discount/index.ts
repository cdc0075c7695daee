export * from './discount.entity.ts';
export * from './discount-rules.ts';
