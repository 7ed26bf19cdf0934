import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { InternalHttpClient } from './internal-http.client';
import { InjectInternalHttpClient, InternalHttpModule } from './internal-http.module';

@Injectable()
class FeedService {
  constructor(
    @InjectInternalHttpClient('content') readonly content: InternalHttpClient,
    @InjectInternalHttpClient('subscription-billing') readonly billing: InternalHttpClient,
  ) {}
}

@Module({
  imports: [
    InternalHttpModule.register(
      { service: 'content', baseUrl: 'http://127.0.0.1:3002' },
      { service: 'subscription-billing', baseUrl: 'http://127.0.0.1:3003' },
    ),
  ],
  providers: [FeedService],
})
class FeedModule {}

describe('InternalHttpModule', () => {
  it('provides one client per named service to the injecting feature', async () => {
    const app = await NestFactory.createApplicationContext(FeedModule, { logger: false });
    const feed = app.get(FeedService);
    expect(feed.content).toBeInstanceOf(InternalHttpClient);
    expect(feed.content.service).toBe('content');
    expect(feed.billing.service).toBe('subscription-billing');
    await app.close();
  });
});
