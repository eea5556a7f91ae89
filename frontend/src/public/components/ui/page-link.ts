/**
 * Props of every link between the site's pages. The pages are rendered on the server only, with no
 * router in the browser to discover routes on the way, so a link carries no `data-discover`
 * (react-router's default).
 */
export const pageLinkProps = { discover: 'none' } as const;
