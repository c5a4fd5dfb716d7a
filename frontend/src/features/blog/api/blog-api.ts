import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';
import { useLanguage } from '../../../lib/i18n/use-language';

/** The blog's articles (docs/api/blog.md), in the interface language (sent as Accept-Language). */
export type BlogPosts = Answer<Api['blog']['$get']>;
export type BlogPostSummary = BlogPosts['posts'][number];
export type BlogPost = Answer<Api['blog'][':slug']['$get']>;

// The language is part of the key: switching it fetches the articles again in the other one.
export function useBlogPosts() {
  const language = useLanguage();
  return useSWR(['/api/blog', language] as const, ([url]) => api.get<BlogPosts>(url));
}

export function useBlogPost(slug: string | undefined) {
  const language = useLanguage();
  return useSWR(slug ? ([`/api/blog/${encodeURIComponent(slug)}`, language] as const) : null, ([url]) => api.get<BlogPost>(url));
}
