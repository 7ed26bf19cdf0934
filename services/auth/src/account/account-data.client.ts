import { Inject, Injectable } from '@nestjs/common';
import type { AccountExportPart, AccountExportPartName } from '@tessera/contracts';
import { InternalHttpClient, SERVICE_CONFIG } from '@tessera/platform';
import type { AuthConfig } from '../config/auth-config';

/** Which service keeps each part of an account's records, and how it is named to the holder. */
export const PART_KEEPERS: Record<AccountExportPartName, string> = {
  posts: 'content',
  messages: 'messaging',
  payments: 'billing',
};

/** The services that keep the rest of an account's records, as its data export reads them. */
export abstract class AccountDataPort {
  /** One part of the account's records, newest first, cut at the keeping service's limit. */
  abstract part(part: AccountExportPartName, userId: string): Promise<AccountExportPart>;
}

/** `GET /internal/account-export/:userId` of content, messaging and billing, with the internal token. */
@Injectable()
export class AccountDataClient extends AccountDataPort {
  private readonly clients: Record<AccountExportPartName, InternalHttpClient>;

  constructor(@Inject(SERVICE_CONFIG) config: AuthConfig) {
    super();
    // A few thousand records take a moment to read and send; the holder waits for the file.
    const client = (service: string, baseUrl: string) =>
      new InternalHttpClient({
        service,
        baseUrl,
        internalToken: config.INTERNAL_API_TOKEN,
        timeoutMs: 20_000,
      });
    this.clients = {
      posts: client('content', config.CONTENT_URL),
      messages: client('messaging', config.MESSAGING_URL),
      payments: client('subscription-billing', config.SUBSCRIPTION_BILLING_URL),
    };
  }

  part(part: AccountExportPartName, userId: string): Promise<AccountExportPart> {
    return this.clients[part].get<AccountExportPart>(
      `/internal/account-export/${encodeURIComponent(userId)}`,
    );
  }
}
