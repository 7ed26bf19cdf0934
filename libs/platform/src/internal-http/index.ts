export * from './circuit-breaker';
export * from './internal-call.guard';
export * from './internal-http.error';
export * from './internal-http.client';
export * from './internal-http.module';
