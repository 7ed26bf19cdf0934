import { Controller, Get, Header } from '@nestjs/common';
import { metricsRegistry } from './http-metrics';

@Controller('metrics')
export class MetricsController {
  @Get()
  @Header('content-type', 'text/plain; version=0.0.4')
  async scrape(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
