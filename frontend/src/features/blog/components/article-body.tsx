import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * An article's HTML as the server rendered it from our own Markdown files (raw HTML refused, links only http(s),
 * our paths or anchors: docs/api/blog.md). Links to our own pages stay in the app instead of reloading it.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  // Rendered by the BFF from the repository's files, never from what a visitor wrote.
  return <div className="blog-article-body" onClick={followInside} dangerouslySetInnerHTML={{ __html: html }} />;
}
