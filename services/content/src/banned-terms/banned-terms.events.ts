import { Controller, Inject } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent, SERVICE_CONFIG } from '@tessera/platform';
import type { ContentConfig } from '../config/content-config';
import { BannedTermsRepository } from './banned-terms.repository';

/** Follows the admins' banned-terms list, kept by search; each event holds the whole list. */
@Controller()
export class BannedTermsEvents {
  constructor(
    private readonly bannedTerms: BannedTermsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<ContentConfig, 'PLATFORM_SETTINGS_SCOPE'>,
  ) {}

  @ConsumeEvent('banned_terms.changed')
  async onChanged({ key, data }: TypedEvent<'banned_terms.changed'>): Promise<void> {
    // Another platform's list (a test stack sharing the broker) is not ours.
    if (key !== this.config.PLATFORM_SETTINGS_SCOPE) return;
    await this.bannedTerms.replace(data.terms, new Date(data.changedAt));
  }
}
