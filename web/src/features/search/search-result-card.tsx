import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import LayoutOutlined from '@ant-design/icons/LayoutOutlined';
import { RESULT_CARD_MAX_TAGS } from '@tessera/rules';
import { Tag } from 'antd';
import { HighlightedText } from '../../components/feedback/highlighted-text';
import type { SearchResult } from './search-engine';

interface SearchResultCardProps {
  result: SearchResult;
  terms: string[];
  onSelect: (result: SearchResult) => void;
}

export function SearchResultCard({ result, terms, onSelect }: SearchResultCardProps) {
  return (
    <li>
      <a
        href={result.url}
        className="search-result"
        onClick={(event) => {
          event.preventDefault();
          onSelect(result);
        }}
      >
        <span className="search-result__icon" aria-hidden="true">
          {result.type === 'help' ? <FileTextOutlined /> : <LayoutOutlined />}
        </span>
        <span className="search-result__body">
          <span className="search-result__top">
            <span className="search-result__title">
              <HighlightedText text={result.title} terms={terms} />
            </span>
            <Tag color={result.type === 'help' ? 'cyan' : 'geekblue'}>{result.badge}</Tag>
          </span>
          <span className="search-result__subtitle">
            <HighlightedText text={result.subtitle} terms={terms} />
          </span>
          <span className="search-result__tags">
            {result.tags.slice(0, RESULT_CARD_MAX_TAGS).map((tag) => (
              <Tag key={tag} variant="outlined">
                {tag}
              </Tag>
            ))}
            <span className="search-result__score">
              {Math.round(result.relevanceScore * 100)}% match
            </span>
          </span>
        </span>
      </a>
    </li>
  );
}
