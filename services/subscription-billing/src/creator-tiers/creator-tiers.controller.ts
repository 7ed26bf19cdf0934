import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { createCreatorTierRequestSchema, updateCreatorTierRequestSchema } from '@tessera/contracts';
import { TIER_CATALOGUE } from '@tessera/rules';
import {
  type AuthenticatedUser,
  CurrentUser,
  RequireRoles,
  respond,
  ZodValidationPipe,
} from '@tessera/platform';
import { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { CreatorTiersService } from './creator-tiers.service';

const idPipe = new ZodValidationPipe(billingIdSchema);
export const tiersQuerySchema = z.strictObject({ creatorId: billingIdSchema.optional() });

@Controller('subscriptions')
export class CreatorTiersController {
  constructor(private readonly tiers: CreatorTiersService) {}

  /** The platform catalogue, or with `creatorId` that creator's active tiers. */
  @Get('tiers')
  async catalogue(
    @Query(new ZodValidationPipe(tiersQuerySchema)) query: z.output<typeof tiersQuerySchema>,
  ) {
    return respond(
      query.creatorId ? await this.tiers.list(query.creatorId, false) : TIER_CATALOGUE,
    );
  }

  @Get('creator-tiers')
  @RequireRoles('creator')
  async own(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.tiers.list(user.id, true));
  }

  @Post('creator-tiers')
  @RequireRoles('creator')
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(createCreatorTierRequestSchema))
    body: z.output<typeof createCreatorTierRequestSchema>,
  ) {
    return respond(await this.tiers.create(user.id, body), 'Tier created');
  }

  @Put('creator-tiers/:id')
  @RequireRoles('creator')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodValidationPipe(updateCreatorTierRequestSchema))
    body: z.output<typeof updateCreatorTierRequestSchema>,
  ) {
    return respond(await this.tiers.update(user.id, id, body), 'Tier updated');
  }

  @Delete('creator-tiers/:id')
  @RequireRoles('creator')
  async deactivate(@CurrentUser() user: AuthenticatedUser, @Param('id', idPipe) id: string) {
    return respond(await this.tiers.deactivate(user.id, id), 'Tier deactivated');
  }
}
