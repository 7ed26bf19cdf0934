import { describe, expect, it } from 'vitest';
import {
  boostedScore,
  boostsFor,
  confidenceOf,
  fuseRankings,
  recommendationReason,
  RRF_K,
} from './rank-fusion';

const now = new Date('2026-11-27T12:00:00Z');
const noBoost = { creatorId: null, publishedAt: null, engagement: null, isVerified: false };

describe('fuseRankings', () => {
  it('ranks a document both lists like above one only a single list ranks first', () => {
    const fused = fuseRankings([
      { source: 'keyword', keys: ['only-words', 'both'] },
      { source: 'meaning', keys: ['only-meaning', 'both'] },
    ]);
    const order = [...fused].sort((a, b) => b[1].score - a[1].score).map(([key]) => key);
    expect(order[0]).toBe('both');
    expect(fused.get('both')).toEqual({
      score: 2 / (RRF_K + 2),
      ranks: { keyword: 2, meaning: 2 },
    });
    expect(fused.get('only-words')?.ranks).toEqual({ keyword: 1 });
  });

  it('is empty for empty lists', () => {
    expect(fuseRankings([{ source: 'keyword', keys: [] }]).size).toBe(0);
  });
});

describe('boostsFor', () => {
  it('names each boost: followed creator, freshness, popularity and verification', () => {
    const boosts = boostsFor(
      {
        creatorId: 'c1',
        publishedAt: '2026-11-25T12:00:00Z',
        engagement: { likes: 40, comments: 5, views: 300 },
        isVerified: true,
      },
      { followed: new Set(['c1']), now },
    );
    expect(boosts.map((boost) => boost.name)).toEqual([
      'You subscribe to this creator',
      'Published this week',
      'Popular: 40 likes, 5 comments',
      'Verified creator',
    ]);
    expect(boostedScore(1, boosts)).toBeGreaterThan(1.5);
  });

  it('gives nothing to an old, quiet post of a creator the viewer does not follow', () => {
    const boosts = boostsFor(
      {
        ...noBoost,
        creatorId: 'c2',
        publishedAt: '2026-01-01T00:00:00Z',
        engagement: { likes: 1, comments: 0, views: 3 },
      },
      { followed: new Set(['c1']), now },
    );
    expect(boosts).toEqual([]);
  });

  it('keeps popularity small next to relevance: at most a fifth more', () => {
    const [popular] = boostsFor(
      { ...noBoost, engagement: { likes: 1e9, comments: 1e9, views: 1e9 } },
      { followed: new Set(), now },
    );
    expect(popular.factor).toBeLessThanOrEqual(1.2);
  });
});

describe('insight wording', () => {
  it('lifts confidence by a fifth, capped at one, and steps the reason at 0.8, 0.6 and 0.4', () => {
    expect(confidenceOf(0.5)).toBeCloseTo(0.6);
    expect(confidenceOf(0.95)).toBe(1);
    expect(recommendationReason(0.81)).toMatch(/excellent/);
    expect(recommendationReason(0.61)).toMatch(/strong/);
    expect(recommendationReason(0.41)).toMatch(/good/);
    expect(recommendationReason(0.2)).toMatch(/partial/);
  });
});
