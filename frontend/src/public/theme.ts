import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints, globalCss, keyframes, semanticTokens, tokens } from '@/public/design-tokens';

/**
 * The public site's design system. It starts from Chakra's base config (conditions and utilities only) and
 * adds our own scales and colours. It registers no component recipes at all: the few styled primitives the
 * site uses (button, heading, container, input, textarea, badge) carry their own recipe (src/public/components/ui),
 * so the bundle holds no unused component styles. (Importing anything from '@chakra-ui/react/theme' would
 * pull every default recipe into the entry chunk: the scales are ours, in design-tokens.ts.)
 */

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: { breakpoints, tokens, semanticTokens, keyframes },
});

export const system = createSystem(defaultBaseConfig, config);
