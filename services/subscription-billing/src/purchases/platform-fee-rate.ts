import { Injectable } from '@nestjs/common';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '@tessera/rules';

/**
 * The platform fee a creator's plan sets, for tips and unlocks. Creator plans live with
 * subscriptions; until their fee source is wired here every creator pays the default fee.
 */
@Injectable()
export class PlatformFeeRate {
  percentOf(_creatorId: string): Promise<number> {
    return Promise.resolve(DEFAULT_PLATFORM_FEE_PERCENT);
  }
}
