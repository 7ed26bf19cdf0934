/**
 * Reciprocal rank fusion: each list a document appears in adds 1 / (k + rank), so a document both
 * lists rank well beats one only a single list likes, without comparing BM25 scores to cosine
 * similarities, which live on different scales. k = 60 is the value from the original paper
 * (Cormack, Clarke and Büttcher, 2009) that later evaluations keep.
 */
export const RRF_K = 60;

export type RankSource = 'keyword' | 'meaning';

export interface RankedList {
  source: RankSource;
  /** Document keys, best first. */
  keys: readonly string[];
}

export interface FusedRank {
  score: number;
  /** 1-based rank in each list the document appears in. */
  ranks: Partial<Record<RankSource, number>>;
}

export function fuseRankings(lists: readonly RankedList[]): Map<string, FusedRank> {
  const fused = new Map<string, FusedRank>();
  for (const list of lists) {
    list.keys.forEach((key, index) => {
      const entry = fused.get(key) ?? { score: 0, ranks: {} };
      entry.score += 1 / (RRF_K + index + 1);
      entry.ranks[list.source] = index + 1;
      fused.set(key, entry);
    });
  }
  return fused;
}

/** A named factor a result's score was multiplied by, shown to the viewer as a reason. */
export interface Boost {
  name: string;
  factor: number;
}

export interface BoostInputs {
  creatorId: string | null;
  publishedAt: string | null;
  engagement: { likes: number; comments: number; views: number } | null;
  isVerified: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The boosts of one result: the viewer's own creators first, then fresh and popular posts, then
 * verified creators. Each is small next to relevance, so a boost reorders close matches rather
 * than lifting a poor match over a good one.
 */
export function boostsFor(
  inputs: BoostInputs,
  context: { followed: ReadonlySet<string>; now: Date },
): Boost[] {
  const boosts: Boost[] = [];
  if (inputs.creatorId && context.followed.has(inputs.creatorId)) {
    boosts.push({ name: 'You subscribe to this creator', factor: 1.3 });
  }
  if (inputs.publishedAt) {
    const ageDays = (context.now.getTime() - Date.parse(inputs.publishedAt)) / DAY_MS;
    if (ageDays <= 7) boosts.push({ name: 'Published this week', factor: 1.1 });
    else if (ageDays <= 30) boosts.push({ name: 'Published this month', factor: 1.05 });
  }
  if (inputs.engagement) {
    const { likes, comments, views } = inputs.engagement;
    const interest = likes + 2 * comments + views / 10;
    if (interest >= 10) {
      boosts.push({
        name: `Popular: ${likes} likes, ${comments} comments`,
        factor: 1 + Math.min(0.2, Math.log10(1 + interest) / 15),
      });
    }
  }
  if (inputs.isVerified) boosts.push({ name: 'Verified creator', factor: 1.05 });
  return boosts;
}

export function boostedScore(score: number, boosts: readonly Boost[]): number {
  return boosts.reduce((value, boost) => value * boost.factor, score);
}

/** Cosine similarity of two unit vectors. */
export function similarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += a[i] * b[i];
  return dot;
}

/** Confidence shown in Insights: relevance lifted by a fifth, never above certainty (spec §9). */
export function confidenceOf(relevance: number): number {
  return Math.min(1, relevance * 1.2);
}

/** The spec's wording steps at 0.8, 0.6 and 0.4. */
export function recommendationReason(relevance: number): string {
  if (relevance > 0.8) return 'An excellent match for your search.';
  if (relevance > 0.6) return 'A strong match for most of what you typed.';
  if (relevance > 0.4) return 'A good match for part of your search.';
  return 'A partial match worth a look.';
}
