import { useEffect } from 'react';
import { site } from '../../content/site';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

/** The page's full document title: "Page | Firm", or the firm's own title for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | Construction & Engineering in Vriddhachalam`;
}

/**
 * Sets the document title and the meta description for the current route (in an effect, so it is safe to
 * render on a server).
 */
export function usePageMeta(title: string | undefined, description: string) {
  useEffect(() => {
    const full = pageTitle(title);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
