import { Injectable } from '@nestjs/common';
import { WithdrawnAccountsRepository } from '../accounts/withdrawn-accounts.repository';
import { SearchEngineRepository } from '../engine/search-engine.repository';
import { foldWords } from '../text/fold-words';
import type { Candidate } from './result-sources';
import { type Viewer, visiblePostFilters } from './visibility';

const MAX_TAGS = 10;

interface TagBuckets {
  tags?: { buckets?: Array<{ key: string; doc_count: number }> };
}

/** Levenshtein distance, stopping once it exceeds `limit`. */
function within(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    if (Math.min(...current) > limit) return false;
    previous = current;
  }
  return previous[b.length] <= limit;
}

/** Whether a tag answers the words typed: a word starts the tag, or is a small typo of it. */
export function tagMatches(tag: string, words: readonly string[]): boolean {
  const folded = foldWords(tag);
  return words.some(
    (word) =>
      folded.startsWith(word) ||
      folded.split(' ').some((part) => within(part, word, word.length > 5 ? 2 : 1)),
  );
}

/**
 * Tags are what the posts a viewer may see use: counted by an aggregation over those posts only,
 * so a tag used only by hidden posts is never suggested or counted.
 */
@Injectable()
export class TagSearch {
  constructor(
    private readonly engine: SearchEngineRepository,
    private readonly withdrawn: WithdrawnAccountsRepository,
  ) {}

  async search(text: string, viewer: Viewer, creatorId?: string): Promise<Candidate[]> {
    const words = foldWords(text)
      .split(' ')
      .filter((word) => word.length >= 2);
    if (words.length === 0) return [];
    const result = await this.engine.search<never>('posts', {
      size: 0,
      query: {
        bool: {
          filter: [
            ...visiblePostFilters(viewer, await this.withdrawn.ids()),
            ...(creatorId ? [{ term: { creatorId } }] : []),
          ],
          should: [
            { match: { tags: { query: text, fuzziness: 'AUTO', prefix_length: 1 } } },
            { multi_match: { query: text, type: 'bool_prefix', fields: ['tags.prefix'] } },
          ],
          minimum_should_match: 1,
        },
      },
      aggs: { tags: { terms: { field: 'tags.exact', size: 50 } } },
    });
    const buckets = (result.aggregations as TagBuckets).tags?.buckets ?? [];
    return buckets
      .filter((bucket) => tagMatches(bucket.key, words))
      .slice(0, MAX_TAGS)
      .map((bucket) => ({
        key: `tag:${bucket.key}`,
        card: {
          id: `tag:${bucket.key}`,
          type: 'tag' as const,
          title: `#${bucket.key}`,
          subtitle: `${bucket.doc_count} ${bucket.doc_count === 1 ? 'post' : 'posts'}`,
          thumbnail: null,
          url: `/explore?tag=${encodeURIComponent(bucket.key)}`,
          badge: 'Tag',
          createdAt: null,
          tags: [],
          highlights: [],
        },
        boost: { creatorId: null, publishedAt: null, engagement: null, isVerified: false },
        document: null,
        matchedFields: ['tags'],
        sortDate: null,
        popularity: bucket.doc_count,
      }));
  }
}
