import { Controller, Delete, Get, HttpCode, Patch, Post, Put, UseGuards } from '@nestjs/common';
import {
  createOfferLinkRequestSchema,
  offerCodeSchema,
  offerLinkSchema,
  setTierBundlesRequestSchema,
  tierBundlesSchema,
  updateOfferLinkRequestSchema,
} from '@tessera/contracts';
import {
  ApiOperation,
  type AuthenticatedUser,
  CurrentUser,
  type DataResponseDoc,
  JwtAuthGuard,
  RequireRoles,
  respond,
  ValidBody,
  ValidParam,
} from '@tessera/platform';
import { z } from 'zod';
import { IdempotencyKey } from '../purchase-keys/idempotency-key.decorator';
import { billingIdSchema } from '../validation/billing-id.schema';
import { CreateOfferLinkUseCase } from './create-offer-link.usecase';
import { DeactivateOfferLinkUseCase } from './deactivate-offer-link.usecase';
import { OfferReads } from './offer-reads';
import { SetTierBundlesUseCase } from './set-tier-bundles.usecase';
import { UpdateOfferLinkUseCase } from './update-offer-link.usecase';

const tierParams = z.object({ tierId: billingIdSchema });
const creatorParams = z.object({ creatorId: billingIdSchema });
const codeParams = z.object({ code: offerCodeSchema });
const linkResponse: DataResponseDoc = { description: 'OfferLinkDto', data: offerLinkSchema };

/** Bundles of creators' tiers and their free-trial and promotion links. */
@Controller('billing/offers')
export class OffersController {
  constructor(
    private readonly reads: OfferReads,
    private readonly setBundles: SetTierBundlesUseCase,
    private readonly createLink: CreateOfferLinkUseCase,
    private readonly deactivateLink: DeactivateOfferLinkUseCase,
    private readonly updateLink: UpdateOfferLinkUseCase,
  ) {}

  @Get('creators/:creatorId/bundles')
  @ApiOperation({
    operationId: 'billingCreatorBundles',
    summary: "The bundles of a creator's tiers on sale, with their prices and savings",
    params: creatorParams,
    responses: { 200: { description: 'TierBundlesDto[]', data: z.array(tierBundlesSchema) } },
  })
  async creatorBundles(@ValidParam('creatorId') creatorId: string) {
    return respond(await this.reads.creatorBundles(creatorId));
  }

  @Put('tiers/:tierId/bundles')
  @UseGuards(JwtAuthGuard)
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingSetTierBundles',
    summary: 'Set the bundles of an own tier (the whole set; an empty list ends them)',
    params: tierParams,
    body: setTierBundlesRequestSchema,
    responses: {
      200: { description: 'TierBundlesDto', data: tierBundlesSchema },
      400: 'Tier no longer offered',
      403: 'Creators only',
      404: 'Tier not found',
    },
  })
  async setTierBundles(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('tierId') tierId: string,
    @ValidBody() body: z.output<typeof setTierBundlesRequestSchema>,
  ) {
    return respond(await this.setBundles.execute(user.id, tierId, body), 'Bundles saved');
  }

  @Get('links')
  @UseGuards(JwtAuthGuard)
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingOwnOfferLinks',
    summary: "The creator's trial and promotion links, newest first, with claims used",
    responses: {
      200: { description: 'OfferLinkDto[]', data: z.array(offerLinkSchema) },
      403: 'Creators only',
    },
  })
  async ownLinks(@CurrentUser() user: AuthenticatedUser) {
    return respond(await this.reads.ownLinks(user.id));
  }

  @Post('links')
  @UseGuards(JwtAuthGuard)
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingCreateOfferLink',
    summary: 'Create a free-trial or promotion link for an own tier (one per Idempotency-Key)',
    body: createOfferLinkRequestSchema,
    responses: {
      201: linkResponse,
      400: 'Tier no longer offered',
      403: 'Creators only',
      404: 'Tier not found',
      409: 'The Idempotency-Key already made another link',
    },
  })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody() body: z.output<typeof createOfferLinkRequestSchema>,
    @IdempotencyKey() key: string | undefined,
  ) {
    return respond(await this.createLink.execute(user.id, body, key), 'Link created');
  }

  @Get('links/:code')
  @ApiOperation({
    operationId: 'billingOfferLink',
    summary: 'What a link offers and whether it can still be claimed',
    params: codeParams,
    responses: { 200: linkResponse, 404: 'Offer not found' },
  })
  async link(@ValidParam('code') code: string) {
    return respond(await this.reads.link(code));
  }

  @Patch('links/:code')
  @UseGuards(JwtAuthGuard)
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingUpdateOfferLink',
    summary: "Change an own active link's claim limit (not below the claims taken) or expiry",
    params: codeParams,
    body: updateOfferLinkRequestSchema,
    responses: {
      200: linkResponse,
      403: 'Creators only',
      404: 'Offer not found',
      409: 'The link was ended, or more fans claimed it than the new limit',
    },
  })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('code') code: string,
    @ValidBody() body: z.output<typeof updateOfferLinkRequestSchema>,
  ) {
    return respond(await this.updateLink.execute(user.id, code, body), 'Link updated');
  }

  @Delete('links/:code')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @RequireRoles('creator')
  @ApiOperation({
    operationId: 'billingDeactivateOfferLink',
    summary: 'End an own link: no further claims',
    params: codeParams,
    responses: { 200: linkResponse, 403: 'Creators only', 404: 'Offer not found' },
  })
  async deactivate(@CurrentUser() user: AuthenticatedUser, @ValidParam('code') code: string) {
    return respond(await this.deactivateLink.execute(user.id, code), 'Link ended');
  }
}
