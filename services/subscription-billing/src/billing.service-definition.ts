import { QueueModule, ReadCacheModule, type ServiceDefinition } from '@tessera/platform';
import { AccountExportModule } from './account-export/account-export.module';
import { CatalogModule } from './catalog/catalog.module';
import { CreatorStatsModule } from './creator-stats/creator-stats.module';
import { CreatorTiersModule } from './creator-tiers/creator-tiers.module';
import { type BillingConfig, loadBillingConfig } from './config/billing-config';
import { DirectoryModule } from './directory/directory.module';
import { DisputesModule } from './disputes/disputes.module';
import { EarningsModule } from './earnings/earnings.module';
import { OffersModule } from './offers/offers.module';
import { PayoutsModule } from './payouts/payouts.module';
import { PurchasesModule } from './purchases/purchases.module';
import { RefundsModule } from './refunds/refunds.module';
import { RenewalsModule } from './renewals/renewals.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { ReportsModule } from './reports/reports.module';
import { SettingsModule } from './settings/settings.module';

/** Plans and creator tiers, charges through the processor, the ledger, earnings and payouts. */
export const billingService: ServiceDefinition<BillingConfig> = {
  name: 'subscription-billing',
  loadConfig: loadBillingConfig,
  // Webhook signatures are computed over the exact bytes the processor sent.
  rawBody: true,
  features: (config) => ({
    imports: [
      QueueModule.forRoot({ redisUrl: config.REDIS_URL, prefix: config.BILLING_REDIS_PREFIX }),
      ReadCacheModule.forRoot({ redisPrefix: config.BILLING_REDIS_PREFIX }),
      DirectoryModule,
      CatalogModule,
      CreatorTiersModule,
      SubscriptionsModule,
      OffersModule,
      RenewalsModule,
      PurchasesModule,
      PayoutsModule,
      DisputesModule,
      RefundsModule,
      EarningsModule,
      ReportsModule,
      CreatorStatsModule,
      SettingsModule,
      AccountExportModule,
    ],
  }),
};
