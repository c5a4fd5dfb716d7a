import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';

let suffix = '';

/** The brand name shown after every page title; set once at start. */
export function setDocumentTitleSuffix(value: string): void {
  suffix = value;
}

/** `<page> · <brand>`, or the page alone before the brand is known. */
export const documentTitle = (title: string): string => (suffix === '' ? title : `${title} · ${suffix}`);

const Embedded = createContext(false);

/**
 * A page shown inside another (a cleaner's public page inside their /profile): the outer page names the tab, so the
 * inner page's title is not set (it named the tab after the cleaner, over the profile's own title).
 */
export function EmbeddedPage({ children }: { children: ReactNode }) {
  return createElement(Embedded.Provider, { value: true }, children);
}

/** Sets the tab title for the page, restoring the previous one when the page goes away. */
export function useDocumentTitle(title: string): void {
  const embedded = useContext(Embedded);
  useEffect(() => {
    if (embedded) return;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title, embedded]);
}
