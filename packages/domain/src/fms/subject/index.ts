export * from './subject.entity.ts';
export * from './subject.messages.ts';
