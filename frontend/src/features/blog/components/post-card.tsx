import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { BlogPostSummary } from '../api/blog-api';
import { PostMeta } from './post-meta';

/** One article in a list: its title (the link), its date and reading time, its description and tags. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="blog-card">
      <Heading className="blog-card-title">
        <Link to={paths.blogPost.href({ slug: post.slug })}>{post.title}</Link>
      </Heading>
      <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
      <p className="blog-card-description">{post.description}</p>
      <ul className="blog-tags">
        {post.tags.map((tag) => (
          <li key={tag} className="blog-tag">
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
