import { All, Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { notFound } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EdgeAuthGuard } from '../auth/edge-auth';
import { originFormTarget } from '../http/request-target';
import { matchRoute, ROUTE_TABLE, type ServiceRoute } from '../routing/route-table';
import { ServiceProxy } from './service-proxy';

/** Every `/api/...` path the gateway does not answer itself goes to the service that owns it. */
@Controller('api')
export class ProxyController {
  constructor(
    @Inject(ROUTE_TABLE) private readonly routes: ServiceRoute[],
    private readonly proxy: ServiceProxy,
  ) {}

  @All('*')
  @UseGuards(EdgeAuthGuard)
  async forward(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const match = matchRoute(this.routes, originFormTarget(request.url));
    if (!match.found) throw notFound(`No service handles /api/${match.prefix}`);
    await this.proxy.forward(match.route.target, request, reply);
  }
}
