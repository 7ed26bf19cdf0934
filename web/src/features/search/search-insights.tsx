import { Button, Empty, Progress, Typography } from 'antd';
import { useState } from 'react';
import { confidenceOf, recommendationReason, type SearchResult } from './search-engine';

const FIELD_LABELS: Record<string, string> = {
  title: 'the title',
  keywords: 'the keywords',
  summary: 'the summary',
  body: 'the article text',
};

function explanation(result: SearchResult): string {
  const entries = Object.entries(result.matchedIn);
  if (entries.length === 0) return 'No direct word matches.';
  return entries.map(([term, field]) => `“${term}” in ${FIELD_LABELS[field] ?? field}`).join(', ');
}

export function SearchInsights({ results }: { results: SearchResult[] }) {
  const [showDetails, setShowDetails] = useState(false);
  if (results.length === 0) {
    return (
      <Empty description="Search for something first: insights explain why each result matched." />
    );
  }
  return (
    <div className="search-insights">
      <Button size="small" onClick={() => setShowDetails((current) => !current)}>
        {showDetails ? 'Hide Details' : 'Show Details'}
      </Button>
      <ul className="search-insights__list">
        {results.map((result) => (
          <li key={result.id} className="search-insights__item">
            <Typography.Text strong>{result.title}</Typography.Text>
            <div className="search-insights__bars">
              <span>Confidence</span>
              <Progress percent={Math.round(confidenceOf(result) * 100)} size="small" />
              <span>Relevance</span>
              <Progress percent={Math.round(result.relevanceScore * 100)} size="small" />
            </div>
            <Typography.Text type="secondary">{recommendationReason(result)}</Typography.Text>
            {showDetails && (
              <div className="search-insights__details">
                <div>Matched: {explanation(result)}</div>
                <div>
                  Personalisation factors: none yet. Results are not tailored to you until
                  personalised search launches with the search service.
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
