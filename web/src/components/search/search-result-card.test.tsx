import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeResultCard } from '../../test/search-fixtures';
import { SearchResultCard } from './search-result-card';

function renderCard(highlight: string) {
  const { container } = render(
    <ul>
      <SearchResultCard result={makeResultCard({ highlights: [highlight] })} onSelect={vi.fn()} />
    </ul>,
  );
  return container;
}

describe('SearchResultCard', () => {
  it('marks the matched words in the title instead of repeating the title below it', () => {
    const card = renderCard('<mark>Sunset</mark> over the fjord');
    expect(card.querySelector('.search-result__title mark')?.textContent).toBe('Sunset');
    expect(card.querySelector('.search-result__highlight')).toBeNull();
    expect(screen.getAllByText(/over the fjord/)).toHaveLength(1);
  });

  it('marks a matched tag in its chip', () => {
    const card = renderCard('<mark>norway</mark>');
    expect(card.querySelector('.search-result__tags mark')?.textContent).toBe('norway');
    expect(card.querySelector('.search-result__highlight')).toBeNull();
  });

  it('shows a highlight from elsewhere in the post as its own line', () => {
    const card = renderCard('Golden <mark>sunset</mark> light on the water');
    expect(card.querySelector('.search-result__highlight mark')?.textContent).toBe('sunset');
    expect(card.querySelector('.search-result__title mark')).toBeNull();
  });
});
