import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Link } from 'react-router-dom';
import { HighlightedText } from '../../components/feedback/highlighted-text';
import { resolveContentTokens, type HelpArticle } from '@tessera/site-content';

export function ArticleListItem({
  article,
  terms = [],
}: {
  article: HelpArticle;
  terms?: string[];
}) {
  return (
    <li>
      <Link to={`/help/${article.slug}`} className="article-item">
        <span className="article-item__text">
          <span className="article-item__title">
            <HighlightedText text={article.title} terms={terms} />
          </span>
          <span className="article-item__summary">
            <HighlightedText text={resolveContentTokens(article.summary)} terms={terms} />
          </span>
        </span>
        <span className="article-item__meta">
          <ClockCircleOutlined /> {article.readMinutes} min
          <RightOutlined className="article-item__chevron" />
        </span>
      </Link>
    </li>
  );
}
