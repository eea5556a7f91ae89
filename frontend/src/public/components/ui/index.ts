import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { badgeRecipe, buttonRecipe, containerRecipe, headingRecipe, inputRecipe, textareaRecipe } from './recipes';

/** `<button>` with the site's button styles. */
export const Button = chakra('button', buttonRecipe, { defaultProps: { type: 'button' } });
/** In-app link that looks like a button. */
export const ButtonLink = chakra(RouterLink, buttonRecipe);
/** External or `tel:`/`mailto:` link that looks like a button. */
export const ButtonAnchor = chakra('a', buttonRecipe);

export const Heading = chakra('h2', headingRecipe);
export const Container = chakra('div', containerRecipe);
export const Input = chakra('input', inputRecipe);
export const Textarea = chakra('textarea', textareaRecipe);
export const Badge = chakra('span', badgeRecipe);

/** In-app text link. */
export const TextLink = chakra(RouterLink);
