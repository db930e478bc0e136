import { createContext, useContext, useEffect } from 'react';

/** What a page knows of itself for its head (SPEC.md 2.8): its name, a sentence about it and its picture. */
export type PageHeadData = {
  title: string;
  description?: string;
  /** An absolute or site-relative image for link previews. */
  image?: string;
};

/** Told the page's own head data, and null when the page that told it goes. */
export type PageHeadRecorder = (head: PageHeadData | null) => void;

/**
 * Set by whoever writes the head: the server render (into the HTML's head) and, in the browser, the site's locale
 * root (into the document's). The CMS's SEO entry for the page's URL overrides what a page says of itself; the
 * host's SEO defaults fill what neither says.
 */
export const PageHeadContext = createContext<PageHeadRecorder | null>(null);

/**
 * A page's title, description and image for its head. Not React's hoisted `<title>` and `<meta>`: rendered into a
 * page that is not the whole document, React writes those into the page's body on the server, where link previews do
 * not read them, and in the browser they would race the head data of the CMS and the host for the same elements.
 */
export function PageHead({ title, description, image }: PageHeadData) {
  const record = useContext(PageHeadContext);
  // A server render runs no effects: it is told while it renders, before its head is written.
  if (typeof window === 'undefined') record?.({ title, description, image });
  useEffect(() => {
    record?.({ title, description, image });
    return () => record?.(null);
  }, [record, title, description, image]);
  return null;
}
