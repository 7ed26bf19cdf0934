import { Injectable } from '@nestjs/common';
import type { SearchInsight, SearchQuery, SearchResponse } from '@tessera/contracts';
import { WithdrawnAccountsRepository } from '../accounts/withdrawn-accounts.repository';
import { PeoplePrivacyRepository } from '../people/people-privacy.repository';
import { BannedTermsRepository } from '../banned-terms/banned-terms.repository';
import { TextEmbedder } from '../embeddings/text-embedder';
import { SearchEngineRepository } from '../engine/search-engine.repository';
import type { IndexName } from '../engine/search-indices';
import { FollowsRepository } from '../follows/follows.repository';
import {
  boostedScore,
  boostsFor,
  confidenceOf,
  fuseRankings,
  type RankedList,
  recommendationReason,
  similarity,
} from '../ranking/rank-fusion';
import {
  type Candidate,
  highlightOf,
  keywordQuery,
  RESULT_SOURCES,
  type ResultSource,
} from './result-sources';
import { TagSearch } from './tag-search';
import type { Viewer } from './visibility';

/**
 * Below this cosine similarity a meaning match is noise: MiniLM puts unrelated short texts around
 * 0 to 0.2, and related ones above 0.35.
 */
const MIN_MEANING_SIMILARITY = 0.35;
/** Candidates each list contributes beyond the page asked for, so fusion has room to reorder. */
const CANDIDATE_HEADROOM = 20;
const MAX_CANDIDATES = 200;
const SIMILAR_ITEMS = 3;
/** Similar items are looked for among the best results, beside the page shown. */
const SIMILAR_POOL = 30;

interface Ranked {
  candidate: Candidate;
  score: number;
  boosts: string[];
  meaning: number | null;
}

/**
 * Search across creators, posts, tags and help: words (BM25 with typos and prefixes) and meaning
 * (MiniLM vectors, k-NN) each rank every kind of result within what the viewer may see, reciprocal
 * rank fusion merges the lists, and named boosts (the viewer's creators, freshness, popularity,
 * verification) reorder close matches.
 */
@Injectable()
export class SearchEverythingUseCase {
  constructor(
    private readonly engine: SearchEngineRepository,
    private readonly embedder: TextEmbedder,
    private readonly follows: FollowsRepository,
    private readonly bannedTerms: BannedTermsRepository,
    private readonly tags: TagSearch,
    private readonly withdrawn: WithdrawnAccountsRepository,
    private readonly privacy: PeoplePrivacyRepository,
  ) {}

  async execute(query: SearchQuery, viewer: Viewer): Promise<SearchResponse> {
    const empty = { query: query.q, total: 0, results: [], insights: [], tookMs: 0 };
    if (query.q === '' || (await this.bannedTerms.matches(query.q))) return empty;
    const started = Date.now();
    const window = Math.min(MAX_CANDIDATES, query.offset + query.limit + CANDIDATE_HEADROOM);
    const now = new Date();
    const [vector, followed] = await Promise.all([
      this.embedder.embed([query.q]).then(([first]) => first),
      viewer ? this.follows.followedBy(viewer.id, now) : Promise.resolve([]),
    ]);

    const sources = RESULT_SOURCES.filter((source) => query.types.includes(source.type));
    const [perSource, tagCandidates] = await Promise.all([
      Promise.all(
        sources.map((source) => this.searchSource(source, query, viewer, vector, window)),
      ),
      query.types.includes('tag')
        ? this.tags.search(query.q, viewer, query.creatorId)
        : Promise.resolve([]),
    ]);

    const candidates = new Map<string, Candidate>();
    const lists: RankedList[] = [];
    const meaningOf = new Map<string, number>();
    for (const found of perSource) {
      // A keyword hit carries its highlights; the same document found by meaning does not.
      for (const candidate of [...found.keyword, ...found.meaning.map((m) => m.candidate)]) {
        if (!candidates.has(candidate.key)) candidates.set(candidate.key, candidate);
      }
      for (const match of found.meaning) meaningOf.set(match.candidate.key, match.similarity);
      lists.push({ source: 'keyword', keys: found.keyword.map((c) => c.key) });
      lists.push({ source: 'meaning', keys: found.meaning.map((m) => m.candidate.key) });
    }
    for (const candidate of tagCandidates) candidates.set(candidate.key, candidate);
    lists.push({ source: 'keyword', keys: tagCandidates.map((c) => c.key) });

    const followedSet = new Set(followed);
    const ranked: Ranked[] = [...fuseRankings(lists)].map(([key, fused]) => {
      const candidate = candidates.get(key)!;
      const boosts = boostsFor(candidate.boost, { followed: followedSet, now });
      return {
        candidate,
        score: boostedScore(fused.score, boosts),
        boosts: boosts.map((boost) => boost.name),
        meaning: meaningOf.get(key) ?? null,
      };
    });
    const best = Math.max(...ranked.map((entry) => entry.score), Number.EPSILON);
    ranked.sort(comparator(query.sort));
    const page = ranked.slice(query.offset, query.offset + query.limit);
    const total = Math.max(
      ranked.length,
      perSource.reduce((sum, found) => sum + found.keywordTotal, 0) + tagCandidates.length,
    );
    const pool = [...new Set([...page, ...ranked.slice(0, SIMILAR_POOL)])];
    const vectors = await this.vectorsOf(pool.map((entry) => entry.candidate));
    return {
      query: query.q,
      total,
      results: page.map((entry) => ({
        ...entry.candidate.card,
        relevanceScore: round(entry.score / best),
      })),
      insights: page.map((entry) =>
        insightOf(entry, entry.score / best, similarItems(entry.candidate, pool, vectors)),
      ),
      tookMs: Date.now() - started,
    };
  }

  /**
   * Vectors of the results shown and their neighbours, read only now: carried by every hit of
   * the six queries, 384 numbers each, parsing them took 43 % of the service's time (docs).
   */
  private async vectorsOf(candidates: readonly Candidate[]): Promise<Map<string, number[]>> {
    const byIndex = new Map<IndexName, Candidate[]>();
    for (const candidate of candidates) {
      if (!candidate.document) continue;
      byIndex.set(candidate.document.index, [
        ...(byIndex.get(candidate.document.index) ?? []),
        candidate,
      ]);
    }
    const vectors = new Map<string, number[]>();
    await Promise.all(
      [...byIndex].map(async ([index, inIndex]) => {
        const found = await this.engine.vectors(
          index,
          inIndex.map((candidate) => candidate.document!.id),
        );
        for (const candidate of inIndex) {
          const vector = found.get(candidate.document!.id);
          if (vector) vectors.set(candidate.key, vector);
        }
      }),
    );
    return vectors;
  }

  private async searchSource(
    source: ResultSource,
    query: SearchQuery,
    viewer: Viewer,
    vector: number[],
    window: number,
  ) {
    const filters = source.filters(
      viewer,
      query.creatorId,
      await this.withdrawn.ids(),
      await this.privacy.unsearchableIds(),
    );
    const [keyword, meaning] = await Promise.all([
      this.engine.search<never>(source.index, {
        size: window,
        _source: { excludes: ['embedding'] },
        query: keywordQuery(source, query.q, filters),
        highlight: highlightOf(source),
      }),
      this.engine.search<never>(source.index, {
        size: window,
        _source: { excludes: ['embedding'] },
        query: {
          knn: { embedding: { vector, k: window, filter: { bool: { filter: filters } } } },
        },
      }),
    ]);
    return {
      keywordTotal: keyword.total,
      keyword: keyword.hits.map((hit) => source.toCandidate(hit)),
      // Lucene scores cosine space as (1 + cos) / 2.
      meaning: meaning.hits
        .map((hit) => ({ candidate: source.toCandidate(hit), similarity: hit.score * 2 - 1 }))
        .filter((match) => match.similarity >= MIN_MEANING_SIMILARITY),
    };
  }
}

function comparator(sort: SearchQuery['sort']) {
  if (sort === 'date') {
    return (a: Ranked, b: Ranked) =>
      (b.candidate.sortDate ?? '').localeCompare(a.candidate.sortDate ?? '') || b.score - a.score;
  }
  if (sort === 'popularity') {
    return (a: Ranked, b: Ranked) =>
      b.candidate.popularity - a.candidate.popularity || b.score - a.score;
  }
  return (a: Ranked, b: Ranked) => b.score - a.score;
}

/** How the matched fields read to the person searching. */
const FIELD_WORDS: Record<string, string> = {
  displayName: 'name',
  username: 'username',
  bio: 'bio',
  title: 'title',
  description: 'description',
  tags: 'tags',
  category: 'category',
  summary: 'summary',
  keywords: 'keywords',
  body: 'text',
};

const round = (value: number) => Math.round(value * 1000) / 1000;

function insightOf(
  entry: Ranked,
  relevance: number,
  similar: SearchInsight['similar_items'],
): SearchInsight {
  const { candidate } = entry;
  const reasons: string[] = [];
  const fields = [...new Set(candidate.matchedFields.map((field) => FIELD_WORDS[field] ?? field))];
  if (fields.length > 0) reasons.push(`Your words match its ${fields.join(', ')}`);
  if (entry.meaning !== null) {
    reasons.push(`close in meaning to your search (similarity ${entry.meaning.toFixed(2)})`);
  }
  const explanation =
    reasons.length > 0 ? `${reasons.join('; ')}.` : 'Matched as a tag used by posts you can see.';
  return {
    id: candidate.card.id,
    relevance_score: round(relevance),
    confidence_score: round(confidenceOf(relevance)),
    explanation,
    personalization_factors: entry.boosts,
    similar_items: similar,
    recommendation_reason: recommendationReason(relevance),
  };
}

/** The other results closest in meaning to this one. */
function similarItems(
  candidate: Candidate,
  pool: readonly Ranked[],
  vectors: ReadonlyMap<string, number[]>,
): SearchInsight['similar_items'] {
  const own = vectors.get(candidate.key);
  if (!own) return [];
  return pool
    .flatMap(({ candidate: other }) => {
      const vector = vectors.get(other.key);
      return other.key !== candidate.key && vector
        ? [{ other, closeness: similarity(own, vector) }]
        : [];
    })
    .sort((a, b) => b.closeness - a.closeness)
    .slice(0, SIMILAR_ITEMS)
    .map(({ other }) => ({ id: other.card.id, title: other.card.title, url: other.card.url }));
}
