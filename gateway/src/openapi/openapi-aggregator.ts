import { request } from 'undici';
import type { ServiceTarget } from '../routing/route-table';
import {
  isOpenApiDocument,
  mergeOpenApiDocuments,
  type OpenApiDocument,
  type ServiceDocument,
} from './openapi-merge';

const FETCH_TIMEOUT_MS = 3_000;
const CACHE_TTL_MS = 30_000;

export type ServiceDocumentFetcher = (service: ServiceTarget) => Promise<OpenApiDocument | null>;

/** Each service publishes its document at `GET /openapi.json`, outside its `/api` prefix. */
export const fetchServiceDocument: ServiceDocumentFetcher = async (service) => {
  try {
    const response = await request(`${service.baseUrl}/openapi.json`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      return null;
    }
    const body: unknown = await response.body.json();
    return isOpenApiDocument(body) ? body : null;
  } catch {
    return null;
  }
};

/**
 * The merged API document, rebuilt at most every 30 s; callers arriving while it is being rebuilt
 * share that one round of requests to the services.
 */
export class OpenApiAggregator {
  private cached: { document: OpenApiDocument; expiresAt: number } | undefined;
  private pending: Promise<OpenApiDocument> | undefined;

  constructor(
    private readonly services: readonly ServiceTarget[],
    private readonly gatewayDocument: OpenApiDocument,
    private readonly fetchDocument: ServiceDocumentFetcher = fetchServiceDocument,
    private readonly now: () => number = Date.now,
  ) {}

  async document(): Promise<OpenApiDocument> {
    if (this.cached && this.cached.expiresAt > this.now()) return this.cached.document;
    this.pending ??= this.rebuild().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async rebuild(): Promise<OpenApiDocument> {
    const documents: ServiceDocument[] = await Promise.all(
      this.services.map(async (service) => ({
        service: service.name,
        document: await this.fetchDocument(service),
      })),
    );
    const document = mergeOpenApiDocuments(this.gatewayDocument, documents);
    this.cached = { document, expiresAt: this.now() + CACHE_TTL_MS };
    return document;
  }
}
