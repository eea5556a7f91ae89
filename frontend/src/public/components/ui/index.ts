import { Link as RouterLink } from 'react-router';
import { styled } from '@/styled-system/jsx';
import { badge, button, heading, input, pageContainer, stretchedLink, textarea } from '@/styled-system/recipes';
import { pageLinkProps } from './page-link';

export { NavLink } from './NavLink';

/*
 * The site's styled primitives, styled at build time (Panda CSS: panda.config.ts registers the recipes
 * of components/ui/recipes.ts). Each takes style props as well, like the layout primitives of
 * '@/styled-system/jsx'.
 */

const pageLink = { defaultProps: pageLinkProps };

/** `<button>` with the site's button styles. */
export const Button = styled('button', button, { defaultProps: { type: 'button' } });
/** In-app link that looks like a button. */
export const ButtonLink = styled(RouterLink, button, pageLink);
/** External or `tel:`/`mailto:` link that looks like a button. */
export const ButtonAnchor = styled('a', button);

export const Heading = styled('h2', heading);
export const Container = styled('div', pageContainer);
export const Input = styled('input', input);
export const Textarea = styled('textarea', textarea);
export const Badge = styled('span', badge);
/** A paragraph (`as` for another element). */
export const Text = styled('p');

/** In-app text link. */
export const TextLink = styled(RouterLink, {}, pageLink);

/**
 * In-app link whose `::before` covers its nearest positioned ancestor: a whole card or row is the link,
 * and the link's text alone is its accessible name.
 */
export const StretchedLink = styled(RouterLink, stretchedLink, pageLink);
