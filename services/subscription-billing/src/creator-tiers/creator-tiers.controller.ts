import { Controller, Delete, Get, Post, Put, UseGuards } from '@nestjs/common';
import {
  createCreatorTierRequestSchema,
  creatorTierSchema,
  updateCreatorTierRequestSchema,
} from '@tessera/contracts';
import { TIER_CATALOGUE } from '@tessera/rules';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  type DataResponseDoc,
  OptionalJwtAuthGuard,
  RequireRoles,
  respond,
  ValidBody,
  ValidParam,
  ValidQuery,
} from '@tessera/platform';
import { z } from 'zod';
import { billingIdSchema } from '../validation/billing-id.schema';
import { CreatorTiersService } from './creator-tiers.service';

const tiersQuerySchema = z.strictObject({ creatorId: billingIdSchema.optional() });
const tierParams = z.object({ id: billingIdSchema });
const tierResponse: DataResponseDoc = { description: 'CreatorTierDto', data: creatorTierSchema };
/** The catalogue's tiers are described by `libs/rules`; the document only promises objects. */
const catalogueOrTiers = z.union([z.array(creatorTierSchema), z.array(z.object({}).loose())]);

@Controller('subscriptions')
export class CreatorTiersController {
  constructor(private readonly tiers: CreatorTiersService) {}

  /**
   * The platform catalogue, or with `creatorId` that creator's active tiers; visitors may ask, and
   * a signed-in caller is known so that the creator and admins see the counts.
   */
  @Get('tiers')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    operationId: 'subscriptionsListTiers',
    summary: "The platform catalogue, or a creator's active tiers",
    query: tiersQuerySchema,
    responses: {
      200: { description: 'SubscriptionTier[] or CreatorTierDto[]', data: catalogueOrTiers },
      401: 'The token sent is invalid or its session has ended',
    },
  })
  async catalogue(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @ValidQuery() query: z.output<typeof tiersQuerySchema>,
  ) {
    return respond(
      query.creatorId
        ? await this.tiers.listForViewer(query.creatorId, viewer ?? null)
        : TIER_CATALOGUE,
    );
  }

  @Get('creator-tiers')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'subscriptionsListOwnTiers',
    summary: "The creator's own tiers, inactive included",
    responses: {
      200: { description: 'CreatorTierDto[]', data: z.array(creatorTierSchema) },
      403: 'Creators only',
    },
  })
  async own(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.tiers.listOwn(user.id));
  }

  @Post('creator-tiers')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'subscriptionsCreateTier',
    summary: 'Create a tier',
    body: createCreatorTierRequestSchema,
    responses: { 201: tierResponse, 403: 'Creators only' },
  })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof createCreatorTierRequestSchema>,
  ) {
    return respond(await this.tiers.create(user.id, body), 'Tier created');
  }

  @Put('creator-tiers/:id')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'subscriptionsUpdateTier',
    summary: 'Edit an own tier',
    params: tierParams,
    body: updateCreatorTierRequestSchema,
    responses: { 200: tierResponse, 403: 'Creators only', 404: 'Tier not found' },
  })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id') id: string,
    @ValidBody() body: z.output<typeof updateCreatorTierRequestSchema>,
  ) {
    return respond(await this.tiers.update(user.id, id, body), 'Tier updated');
  }

  @Delete('creator-tiers/:id')
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'subscriptionsDeactivateTier',
    summary: 'Deactivate an own tier (never deleted)',
    params: tierParams,
    responses: { 200: tierResponse, 403: 'Creators only', 404: 'Tier not found' },
  })
  async deactivate(@CurrentUser() user: AuthenticatedUser, @ValidParam('id') id: string) {
    return respond(await this.tiers.deactivate(user.id, id), 'Tier deactivated');
  }
}
