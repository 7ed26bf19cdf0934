export * from './events/event-envelope';
export * from './events/event-catalog';
export * from './events/user-events';
export * from './events/audit-events';
export * from './events/domain-events';
export * from './api/api-response';
export * from './api/user-dto';
export * from './api/auth-requests';
