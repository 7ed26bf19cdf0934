import { ServiceUnavailableException } from '@nestjs/common';
import { Client, errors } from '@opensearch-project/opensearch';
import type { HealthIndicator } from '@tessera/platform';
import { INDEX_MAPPINGS, INDEX_NAMES, INDEX_SETTINGS, type IndexName } from './search-indices';

/** How long a replica trusts what it knows of running rebuilds. */
export const BUILDING_CACHE_MS = 1000;

/**
 * Changes per bulk request, and how long one may take: each carries a 384-number vector, and a
 * busy two-core node took over ten seconds for a thousand.
 */
const BULK_CHANGES = 200;
const BULK_TIMEOUT_MS = 60_000;

/** A query, aggregation or script in the engine's DSL; built only from fixed shapes and params. */
export type QueryBody = Record<string, unknown>;

export interface EngineHit<TSource> {
  id: string;
  score: number;
  source: TSource;
  highlight: Record<string, string[]>;
}

export interface EngineSearchResult<TSource> {
  total: number;
  tookMs: number;
  hits: EngineHit<TSource>[];
  aggregations: Record<string, unknown>;
}

/** A change applied by a stored-shape script: it decides from `params` whether anything changes. */
export interface ScriptedChange {
  source: string;
  params: Record<string, unknown>;
  /** The document created when none exists yet. */
  upsert: Record<string, unknown>;
}

interface RawHit {
  _id: string;
  _score: number | null;
  _source: unknown;
  highlight?: Record<string, string[]>;
}

/**
 * The one place the service talks to OpenSearch. Every index is used through its alias
 * (`<prefix>-<name>`), backed by a concrete index (`<prefix>-<name>-<stamp>`) so a rebuild can
 * fill a new one and swap the alias at once. Callers pass query bodies assembled from fixed shapes
 * with the user's text only ever as a value (a `match` query's text or a script's param), never
 * spliced into query syntax.
 */
export class SearchEngineRepository {
  readonly health: HealthIndicator;
  /** Per index, the indices being rebuilt that writes also go to, and until when that is known. */
  private readonly building = new Map<IndexName, { indices: string[]; until: number }>();

  constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {
    this.health = {
      name: 'opensearch',
      check: async () => {
        const { body } = await this.client.cluster.health({});
        if (body.status === 'red') throw new Error('cluster status red');
      },
    };
  }

  static connect(url: string, prefix: string): SearchEngineRepository {
    return new SearchEngineRepository(
      new Client({ node: url, requestTimeout: 10_000, maxRetries: 2 }),
      prefix,
    );
  }

  alias(name: IndexName): string {
    return `${this.prefix}-${name}`;
  }

  /** The alias naming an index while a rebuild fills it: every replica's writes go there too. */
  private buildingAlias(name: IndexName): string {
    return `${this.alias(name)}-building`;
  }

  /** Marks `index` as the rebuild of `name`: from now on writes to `name` reach it as well. */
  async startBuilding(name: IndexName, index: string): Promise<void> {
    await this.client.indices.putAlias({ index, name: this.buildingAlias(name) });
    this.building.delete(name);
  }

  /** Creates each missing index with its alias; existing ones are left as they are. */
  async ensureIndices(): Promise<void> {
    for (const name of INDEX_NAMES) {
      const { body: exists } = await this.client.indices.existsAlias({ name: this.alias(name) });
      if (!exists) await this.createIndex(name, true);
    }
  }

  /** A new concrete index for `name`; with `aliased` the alias points at it straight away. */
  async createIndex(name: IndexName, aliased: boolean): Promise<string> {
    const index = `${this.alias(name)}-${Date.now().toString(36)}`;
    await this.client.indices.create({
      index,
      body: {
        settings: INDEX_SETTINGS,
        mappings: INDEX_MAPPINGS[name],
        ...(aliased ? { aliases: { [this.alias(name)]: {} } } : {}),
      } as never,
    });
    return index;
  }

  /** Points the alias at `index` in one step; answers the indices it pointed at before. */
  async swapAlias(name: IndexName, index: string): Promise<string[]> {
    const alias = this.alias(name);
    const { body } = await this.client.indices.getAlias({ name: alias });
    const previous = Object.keys(body as Record<string, unknown>);
    await this.client.indices.updateAliases({
      body: {
        actions: [
          ...previous.map((old) => ({ remove: { index: old, alias } })),
          { add: { index, alias } },
          { remove: { index, alias: this.buildingAlias(name), must_exist: false } },
        ],
      },
    });
    this.building.delete(name);
    return previous.filter((old) => old !== index);
  }

  /**
   * Deletes indices no alias points at any more. Deleting a big index can take a busy node longer
   * than a search may; it gets a minute.
   */
  async deleteIndices(indices: readonly string[]): Promise<void> {
    if (indices.length === 0) return;
    await this.client.indices.delete(
      { index: indices.join(','), ignore_unavailable: true },
      { requestTimeout: BULK_TIMEOUT_MS },
    );
  }

  /** Gives up a rebuild: its index is deleted and writes stop going to it. */
  async abandonBuild(name: IndexName, index: string): Promise<void> {
    await this.client.indices.delete({ index, ignore_unavailable: true });
    this.building.delete(name);
  }

  /**
   * Applies a change to the document in the index (and in its rebuild, while one runs), unless its
   * script decides the document already holds something newer.
   */
  async apply(index: IndexName, id: string, change: ScriptedChange): Promise<void> {
    for (const target of await this.writeTargets(index)) {
      await this.client.update({
        index: target,
        id,
        retry_on_conflict: 5,
        body: {
          script: { lang: 'painless', source: change.source, params: change.params },
          upsert: change.upsert,
        } as never,
      });
    }
  }

  /**
   * Deletes the document from the index (and from its rebuild, while one runs); one that is not
   * there is already gone, so a repeated delete succeeds.
   */
  async remove(index: IndexName, id: string): Promise<void> {
    for (const target of await this.writeTargets(index)) {
      await this.client.delete({ index: target, id }, { ignore: [404] });
    }
  }

  /** The same changes in bulk requests; a failed item fails the call with its reason. */
  async applyMany(index: string, changes: Array<{ id: string; change: ScriptedChange }>) {
    for (let start = 0; start < changes.length; start += BULK_CHANGES) {
      const { body } = await this.client.bulk(
        {
          body: changes.slice(start, start + BULK_CHANGES).flatMap(({ id, change }) => [
            { update: { _index: index, _id: id, retry_on_conflict: 5 } },
            {
              script: { lang: 'painless', source: change.source, params: change.params },
              upsert: change.upsert,
            },
          ]) as never,
        },
        { requestTimeout: BULK_TIMEOUT_MS },
      );
      if (body.errors) {
        const failed = body.items.find((item) => Object.values(item)[0]?.error);
        throw new Error(`bulk update failed: ${JSON.stringify(Object.values(failed ?? {})[0])}`);
      }
    }
  }

  /** Makes the index hold exactly these documents: each one written whole, every other deleted. */
  async replaceAll(index: IndexName, docs: ReadonlyArray<{ id: string; doc: object }>) {
    const target = this.alias(index);
    if (docs.length > 0) {
      const { body } = await this.client.bulk({
        refresh: 'wait_for',
        body: docs.flatMap(({ id, doc }) => [{ index: { _index: target, _id: id } }, doc]) as never,
      });
      if (body.errors) throw new Error(`bulk index of ${index} failed`);
    }
    // Few documents: listing the strays and deleting them by id needs no reindex module.
    const { body } = await this.client.search({
      index: target,
      body: {
        size: 10_000,
        _source: false,
        query: { bool: { must_not: [{ ids: { values: docs.map(({ id }) => id) } }] } },
      } as never,
    });
    const strays = (body.hits.hits as RawHit[]).map((hit) => hit._id);
    if (strays.length > 0) {
      await this.client.bulk({
        refresh: 'wait_for',
        body: strays.map((id) => ({ delete: { _index: target, _id: id } })) as never,
      });
    }
  }

  async search<TSource>(index: IndexName, body: QueryBody): Promise<EngineSearchResult<TSource>> {
    const { body: result } = await answered(
      this.client.search({ index: this.alias(index), body: body as never }),
    );
    const total = result.hits.total;
    return {
      total: typeof total === 'number' ? total : (total?.value ?? 0),
      tookMs: result.took,
      hits: (result.hits.hits as RawHit[]).map((hit) => ({
        id: hit._id,
        score: hit._score ?? 0,
        source: hit._source as TSource,
        highlight: hit.highlight ?? {},
      })),
      aggregations: (result.aggregations ?? {}) as Record<string, unknown>,
    };
  }

  async count(index: IndexName, query: QueryBody): Promise<number> {
    const { body } = await answered(
      this.client.count({ index: this.alias(index), body: { query } as never }),
    );
    return body.count;
  }

  async getMany<TSource>(index: IndexName, ids: readonly string[]): Promise<Map<string, TSource>> {
    if (ids.length === 0) return new Map();
    const { body } = await answered(
      this.client.mget({ index: this.alias(index), body: { ids: [...new Set(ids)] } }),
    );
    const found = new Map<string, TSource>();
    for (const doc of body.docs as Array<{ _id: string; found?: boolean; _source?: unknown }>) {
      if (doc.found) found.set(doc._id, doc._source as TSource);
    }
    return found;
  }

  /** The stored vectors of these documents, by id. */
  async vectors(index: IndexName, ids: readonly string[]): Promise<Map<string, number[]>> {
    if (ids.length === 0) return new Map();
    const { body } = await answered(
      this.client.mget({
        index: this.alias(index),
        _source_includes: 'embedding',
        body: { ids: [...new Set(ids)] },
      } as never),
    );
    const vectors = new Map<string, number[]>();
    for (const doc of body.docs as Array<{ _id: string; _source?: { embedding?: number[] } }>) {
      if (doc._source?.embedding) vectors.set(doc._id, doc._source.embedding);
    }
    return vectors;
  }

  /** Makes every change so far visible to searches: for tests and the end of a rebuild. */
  async refresh(index: string): Promise<void> {
    await this.client.indices.refresh({ index }, { requestTimeout: BULK_TIMEOUT_MS });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /**
   * The alias, and any index a rebuild is filling, known at most a second late: a rebuild waits
   * longer than that before it reads the data it starts from.
   */
  private async writeTargets(name: IndexName): Promise<string[]> {
    const known = this.building.get(name);
    if (known && known.until > Date.now()) return [this.alias(name), ...known.indices];
    const { body: exists } = await this.client.indices.existsAlias({
      name: this.buildingAlias(name),
    });
    let indices: string[] = [];
    if (exists) {
      const { body } = await this.client.indices.getAlias({ name: this.buildingAlias(name) });
      indices = Object.keys(body as Record<string, unknown>);
    }
    this.building.set(name, { indices, until: Date.now() + BUILDING_CACHE_MS });
    return [this.alias(name), ...indices];
  }
}

/**
 * A read the viewer waits for: an unreachable, overloaded or timed-out cluster is a 503 with a
 * plain message (the engine's own error text never reaches a client); anything else is a bug.
 */
async function answered<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const busy =
      error instanceof errors.ConnectionError ||
      error instanceof errors.TimeoutError ||
      (error instanceof errors.ResponseError &&
        (error.statusCode === 429 || (error.statusCode ?? 0) >= 500));
    if (busy)
      throw new ServiceUnavailableException('Search is unavailable right now; try again shortly');
    throw error;
  }
}
