import type { SearchInsight, SearchResultCard } from '@tessera/contracts';
import { Button, Empty, Progress, Typography } from 'antd';
import { useState } from 'react';

interface SearchInsightsProps {
  results: SearchResultCard[];
  insights: SearchInsight[];
  onOpen: (target: { url: string }) => void;
}

function percent(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 100);
}

/** Why each shown result ranks where it does, as the search service explains it. */
export function SearchInsights({ results, insights, onOpen }: SearchInsightsProps) {
  const [showDetails, setShowDetails] = useState(false);
  const byId = new Map(insights.map((insight) => [insight.id, insight]));
  const explained = results.flatMap((result) => {
    const insight = byId.get(result.id);
    return insight ? [{ result, insight }] : [];
  });
  if (explained.length === 0) {
    return (
      <Empty description="Search for something first: insights explain why each result matched." />
    );
  }
  return (
    <div className="search-insights">
      <Button size="small" onClick={() => setShowDetails((current) => !current)}>
        {showDetails ? 'Hide Details' : 'Show Details'}
      </Button>
      <ul className="search-insights__list" aria-label="Insights">
        {explained.map(({ result, insight }) => (
          <li key={result.id} className="search-insights__item">
            <Typography.Text strong>{result.title}</Typography.Text>
            <div className="search-insights__bars">
              <span>Confidence</span>
              <Progress percent={percent(insight.confidence_score)} size="small" />
              <span>Relevance</span>
              <Progress percent={percent(result.relevanceScore)} size="small" />
            </div>
            <Typography.Text type="secondary">{insight.recommendation_reason}</Typography.Text>
            {showDetails && (
              <div className="search-insights__details">
                <div>{insight.explanation}</div>
                <div>
                  Ranking boosts:{' '}
                  {insight.personalization_factors.length > 0
                    ? insight.personalization_factors.join('; ')
                    : 'none'}
                </div>
                {insight.similar_items.length > 0 && (
                  <div>
                    Similar:{' '}
                    {insight.similar_items.map((item, index) => (
                      <span key={item.id}>
                        {index > 0 && ', '}
                        <a
                          href={item.url}
                          onClick={(event) => {
                            event.preventDefault();
                            onOpen(item);
                          }}
                        >
                          {item.title}
                        </a>
                      </span>
                    ))}
                  </div>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
