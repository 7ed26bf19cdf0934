import { type DynamicModule, Inject, Module, type Provider } from '@nestjs/common';
import { InternalHttpClient, type InternalHttpClientOptions } from './internal-http.client';

/** Injection token of the client for one called service. */
export function internalHttpClientToken(service: string): string {
  return `InternalHttpClient:${service}`;
}

/**
 * Injects the client registered for `service`: `@InjectInternalHttpClient('content')`.
 * @public The platform's way for a service to call another, before any service does.
 */
export const InjectInternalHttpClient = (service: string) =>
  Inject(internalHttpClientToken(service));

/**
 * One client per called service, with the base URL from the caller's validated config, e.g.
 * `InternalHttpModule.register({ service: 'content', baseUrl: config.CONTENT_URL })`.
 */
@Module({})
export class InternalHttpModule {
  static register(...clients: InternalHttpClientOptions[]): DynamicModule {
    const providers: Provider[] = clients.map((options) => ({
      provide: internalHttpClientToken(options.service),
      useFactory: () => new InternalHttpClient(options),
    }));
    return {
      module: InternalHttpModule,
      providers,
      exports: clients.map((options) => internalHttpClientToken(options.service)),
    };
  }
}
