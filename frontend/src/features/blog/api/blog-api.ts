import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import { useLanguage } from '../../../lib/i18n/use-language';

/** The blog's articles (docs/api/blog.md), in the interface language (sent as Accept-Language). */
export type BlogPosts = Answer<Api['blog']['$get']>;
export type BlogPostSummary = BlogPosts['posts'][number];
export type BlogPost = Answer<Api['blog'][':slug']['$get']>;

// The language is part of the key: switching it fetches the articles again in the other one.
export function useBlogPosts() {
  const language = useLanguage();
  return useSWR([client.blog.$path(), language] as const, () => ok(client.blog.$get()));
}

export function useBlogPost(slug: string | undefined) {
  const language = useLanguage();
  const post = client.blog[':slug'];
  return useSWR(slug ? ([post.$path({ param: pathParams({ slug }) }), language] as const) : null, () =>
    ok(post.$get({ param: pathParams({ slug: slug ?? '' }) })),
  );
}
