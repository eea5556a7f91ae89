import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandColors, brandFonts } from '../../brand';

/**
 * The admin's own Chakra system: the full default recipe set (forms, dialogs, drawers, toasts,
 * progress…) plus the brand. The public system holds only the recipes the public pages use.
 */
const adminConfig = defineConfig({
  theme: {
    tokens: {
      colors: { brand: brandColors },
      fonts: brandFonts,
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const adminSystem = createSystem(defaultConfig, adminConfig);
