import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { badgeRecipe, buttonRecipe, containerRecipe, headingRecipe, inputRecipe, textareaRecipe } from './recipes';

/**
 * Chakra's copy of a recipe, under classes of its own: the build's stylesheet (Panda, components/ui-panda)
 * has its rules under the recipes' names, and a page that uses both must not get both sets of rules.
 */
const chakraCopy = <R extends { className: string }>(recipe: R): R => ({ ...recipe, className: `c-${recipe.className}` });

/** `<button>` with the site's button styles. */
export const Button = chakra('button', chakraCopy(buttonRecipe), { defaultProps: { type: 'button' } });
/** In-app link that looks like a button. */
export const ButtonLink = chakra(RouterLink, chakraCopy(buttonRecipe));
/** External or `tel:`/`mailto:` link that looks like a button. */
export const ButtonAnchor = chakra('a', chakraCopy(buttonRecipe));

export const Heading = chakra('h2', chakraCopy(headingRecipe));
export const Container = chakra('div', chakraCopy(containerRecipe));
export const Input = chakra('input', chakraCopy(inputRecipe));
export const Textarea = chakra('textarea', chakraCopy(textareaRecipe));
export const Badge = chakra('span', chakraCopy(badgeRecipe));

/** In-app text link. */
export const TextLink = chakra(RouterLink);
