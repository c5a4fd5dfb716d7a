import { useEffect } from 'react';

let suffix = '';

/** The brand name shown after every page title; set once at start. */
export function setDocumentTitleSuffix(value: string): void {
  suffix = value;
}

/** Sets the tab title for the page, restoring the previous one when the page goes away. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = suffix === '' ? title : `${title} · ${suffix}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
