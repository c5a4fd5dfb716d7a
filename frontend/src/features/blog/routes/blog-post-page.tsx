import { Button, Result, Skeleton, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBlogPost, useBlogPosts } from '../api/blog-api';
import { ArticleBody } from '../components/article-body';
import { NewsletterSlot } from '../components/newsletter-slot';
import { PostCard } from '../components/post-card';
import { PostMeta } from '../components/post-meta';
import { othersThan } from '../components/others-than';
import '../components/blog.css';

/** What the app hands in: its own not-found page, for an unknown slug. */
export type BlogPostParts = { NotFound: ComponentType };

/** `/blog/:slug`: one article, set for reading, then other articles and the newsletter. */
export default function BlogPostPage({ parts }: { parts: BlogPostParts }) {
  const { slug } = useParams();
  const { t } = useTranslation('blog');
  const { data: post, error, isLoading, mutate } = useBlogPost(slug);
  const { data: list } = useBlogPosts();
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(post?.title ?? t('blog:list.title'));

  if (notFound) return <parts.NotFound />;
  if (isLoading && !post) {
    return (
      <div className="blog-article" aria-busy="true">
        <Skeleton active title paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (!post) {
    return (
      <Result
        status="error"
        title={t('blog:post.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('blog:retry')}
          </Button>
        }
      />
    );
  }
  const others = othersThan(post, list?.posts ?? []);
  return (
    <div className="blog-post-page">
      <article className="blog-article">
        <Link className="blog-back" to={paths.blog.href()}>
          {t('blog:post.back')}
        </Link>
        <header className="blog-article-header">
          <Typography.Title level={1} className="blog-article-title">
            {post.title}
          </Typography.Title>
          <Typography.Paragraph className="blog-article-lead">{post.description}</Typography.Paragraph>
          <PostMeta publishedAt={post.publishedAt} updatedAt={post.updatedAt} readingMinutes={post.readingMinutes} />
        </header>
        <ArticleBody html={post.html} />
      </article>
      <NewsletterSlot />
      {others.length > 0 ? (
        <section className="blog-others" aria-labelledby="blog-others-title">
          <Typography.Title level={2} id="blog-others-title" className="blog-others-title">
            {t('blog:post.others')}
          </Typography.Title>
          <ul className="blog-list blog-list-compact">
            {others.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
