import type { HeadData } from './head-data';

/** Marks the elements the shell manages in <head>, so the next page replaces exactly them. */
export const MANAGED_ATTRIBUTE = 'data-shell-head';

/** Writes a page's head data into the document, replacing what the previous page wrote. */
export function applyHead(data: HeadData, doc: Document = document): void {
  doc.documentElement.lang = data.lang;
  doc.documentElement.dir = data.dir;
  if (data.title) doc.title = data.title;
  if (data.description) {
    let description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = doc.createElement('meta');
      description.name = 'description';
      doc.head.append(description);
    }
    description.content = data.description;
  }

  for (const element of doc.head.querySelectorAll(`[${MANAGED_ATTRIBUTE}]`)) element.remove();
  // The operator's favicon replaces the build's own (browsers do not agree on which of two icons wins).
  if (data.links.some((link) => link.rel === 'icon')) for (const icon of doc.head.querySelectorAll('link[rel~="icon"]')) icon.remove();
  const managed: HTMLElement[] = [];
  for (const { rel, href, hreflang } of data.links) {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    managed.push(link);
  }
  for (const { key, value, content } of data.meta) {
    const meta = doc.createElement('meta');
    meta.setAttribute(key, value);
    meta.content = content;
    managed.push(meta);
  }
  for (const schema of data.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(schema);
    managed.push(script);
  }
  for (const element of managed) element.setAttribute(MANAGED_ATTRIBUTE, '');
  doc.head.append(...managed);
}
