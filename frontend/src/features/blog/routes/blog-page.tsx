import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../lib/page-hero/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBlogPosts } from '../api/blog-api';
import { PostCard } from '../components/post-card';
import '../components/blog.css';
import { NewsletterSlot } from '../components/newsletter-slot';

/** `/blog`: the articles, newest first, as cards; a filter by tag when there are tags to choose from. */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  useDocumentTitle(t('blog:list.title'));
  const { data, error, isLoading, mutate } = useBlogPosts();
  const [tag, setTag] = useState<string | null>(null);
  const posts = data?.posts ?? [];
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
  const shown = tag === null ? posts : posts.filter((post) => post.tags.includes(tag));
  return (
    <div className="blog-page">
      <PageHero className="blog-hero" title={t('blog:list.title')} lead={t('blog:list.intro')} />
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {error && !data ? (
        <Alert type="error" showIcon title={t('blog:list.loadFailed')} action={<Button onClick={() => void mutate()}>{t('blog:retry')}</Button>} />
      ) : null}
      {data && posts.length === 0 ? <Empty description={t('blog:list.empty')} /> : null}
      {tags.length > 1 ? (
        <div className="blog-filter" role="group" aria-label={t('blog:list.filter')}>
          <Tag.CheckableTag checked={tag === null} onChange={() => setTag(null)}>
            {t('blog:list.allTags')}
          </Tag.CheckableTag>
          {tags.map((name) => (
            <Tag.CheckableTag key={name} checked={tag === name} onChange={(checked) => setTag(checked ? name : null)}>
              {name}
            </Tag.CheckableTag>
          ))}
        </div>
      ) : null}
      {shown.length > 0 ? (
        <ul className="blog-list" aria-label={t('blog:list.articles')}>
          {shown.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : null}
      <NewsletterSlot />
    </div>
  );
}
