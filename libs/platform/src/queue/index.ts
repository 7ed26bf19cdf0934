export * from './queue-options';
export * from './queue-defaults';
export * from './queue.tokens';
export * from './queue-registry';
export * from './queue.module';
export * from './recurring-sweep';
export * from './board/queue-board';
