import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { SearchResultCard as SearchResultCardDto, SearchResultType } from '@tessera/contracts';
import { RESULT_CARD_MAX_TAGS } from '@tessera/rules';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { MarkedText, unmarkedText } from './marked-text';

const TYPE_ICONS: Record<SearchResultType, ReactNode> = {
  creator: <UserOutlined />,
  content: <PictureOutlined />,
  tag: <TagOutlined />,
  help: <FileTextOutlined />,
};

const TYPE_LABELS: Record<SearchResultType, string> = {
  creator: 'Creator',
  content: 'Post',
  tag: 'Tag',
  help: 'Help',
};

interface SearchResultCardProps {
  result: SearchResultCardDto;
  onSelect: (result: SearchResultCardDto) => void;
}

/** The field's text, with the matched words marked when the highlight is that whole field. */
function Field({ text, highlight }: { text: string; highlight: string | undefined }) {
  return highlight !== undefined && unmarkedText(highlight) === text ? (
    <MarkedText fragment={highlight} />
  ) : (
    text
  );
}

/** One search result as a link to its page; the server's highlight shows what matched. */
export function SearchResultCard({ result, onSelect }: SearchResultCardProps) {
  const highlight = result.highlights[0];
  // A highlight that is the whole title, subtitle or a tag marks that field instead of repeating it.
  const shown = highlight === undefined ? '' : unmarkedText(highlight);
  const repeats =
    shown === result.title ||
    shown === result.subtitle ||
    result.tags.slice(0, RESULT_CARD_MAX_TAGS).includes(shown);
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
        {result.thumbnail ? (
          <img className="search-result__thumbnail" src={result.thumbnail} alt="" loading="lazy" />
        ) : (
          <span className="search-result__icon" aria-hidden="true">
            {TYPE_ICONS[result.type]}
          </span>
        )}
        <span className="search-result__body">
          <span className="search-result__top">
            <span className="search-result__title">
              <Field text={result.title} highlight={highlight} />
            </span>
            <span className="search-result__kind">
              {result.badge && <span className="search-result__badge">{result.badge}</span>}
              <span className="search-result__type">{TYPE_LABELS[result.type]}</span>
            </span>
          </span>
          {result.subtitle && (
            <span className="search-result__subtitle">
              <Field text={result.subtitle} highlight={highlight} />
            </span>
          )}
          {highlight && !repeats && (
            <span className="search-result__highlight">
              <MarkedText fragment={highlight} />
            </span>
          )}
          <span className="search-result__tags">
            {result.tags.slice(0, RESULT_CARD_MAX_TAGS).map((tag) => (
              <Tag key={tag} variant="outlined">
                <Field text={tag} highlight={highlight} />
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
