import { Inject, Injectable } from '@nestjs/common';
import type { PostExportPage, UserExportPage } from '@tessera/contracts';
import { InternalHttpClient, SERVICE_CONFIG } from '@tessera/platform';
import type { SearchConfig } from '../config/search-config';

/** Records the owning services export per page: big enough to amortise a round trip. */
const PAGE_SIZE = 500;

/**
 * Reads every account from auth and every post from content through their internal export
 * routes, page by page in id order, for a rebuild of the indices.
 */
@Injectable()
export class OwnerExportsClient {
  private readonly auth: InternalHttpClient;
  private readonly content: InternalHttpClient;

  constructor(@Inject(SERVICE_CONFIG) config: SearchConfig) {
    const options = { internalToken: config.INTERNAL_API_TOKEN, timeoutMs: 30_000 };
    this.auth = new InternalHttpClient({ service: 'auth', baseUrl: config.AUTH_URL, ...options });
    this.content = new InternalHttpClient({
      service: 'content',
      baseUrl: config.CONTENT_URL,
      ...options,
    });
  }

  users(): AsyncGenerator<UserExportPage['users']> {
    return this.pages(this.auth, '/internal/export/users', (page: UserExportPage) => page.users);
  }

  posts(): AsyncGenerator<PostExportPage['posts']> {
    return this.pages(this.content, '/internal/export/posts', (page: PostExportPage) => page.posts);
  }

  private async *pages<TPage extends { next: string | null }, TItem>(
    client: InternalHttpClient,
    path: string,
    itemsOf: (page: TPage) => TItem[],
  ): AsyncGenerator<TItem[]> {
    let after: string | null = null;
    do {
      const page: TPage = await client.get<TPage>(path, {
        query: { after: after ?? undefined, limit: PAGE_SIZE },
      });
      yield itemsOf(page);
      after = page.next;
    } while (after);
  }
}
