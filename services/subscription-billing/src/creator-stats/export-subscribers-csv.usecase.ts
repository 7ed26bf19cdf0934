import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { ListSubscribersUseCase } from './list-subscribers.usecase';
import { SUBSCRIBER_CSV_HEADER, subscriberCsvLine } from './subscriber-csv';

/** Rows read per round; a creator with many subscribers is read in pages of this size. */
export const EXPORT_PAGE_SIZE = 500;

/** The creator's whole subscriber list as CSV: name, username, tier, status, since, spend. */
@Injectable()
export class ExportSubscribersCsvUseCase {
  constructor(
    @Inject(ListSubscribersUseCase) private readonly list: Pick<ListSubscribersUseCase, 'execute'>,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<BillingConfig, 'BILLING_CURRENCY'>,
  ) {}

  async execute(creatorId: string): Promise<string> {
    const currency = this.config.BILLING_CURRENCY.toUpperCase();
    let csv = SUBSCRIBER_CSV_HEADER;
    for (let page = 1; ; page += 1) {
      const { items, total } = await this.list.execute(creatorId, page, EXPORT_PAGE_SIZE);
      for (const row of items) csv += subscriberCsvLine(row, currency);
      if (items.length === 0 || page * EXPORT_PAGE_SIZE >= total) return csv;
    }
  }
}
