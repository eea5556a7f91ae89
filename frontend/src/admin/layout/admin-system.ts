import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandColors, brandFonts, brandGlobalCss } from '@/shared/brand';

/**
 * The admin's own Chakra system: the full default recipe set (forms, dialogs, drawers, toasts,
 * progress…) plus the brand. The public system holds only the recipes the public pages use.
 */
/**
 * The firm's Tamil texts sit in the admin's fields beside the English: Noto Sans Tamil draws their
 * letters (fonts-tamil.css; its unicode-range fetches it only once Tamil is on screen), not boxes
 * on a computer without a Tamil font.
 */
const withTamil = (stack: string) => stack.replace(/^('[^']+'),/, "$1, 'Noto Sans Tamil',");

const adminConfig = defineConfig({
  globalCss: brandGlobalCss,
  theme: {
    tokens: {
      colors: { brand: brandColors },
      fonts: { ...brandFonts, heading: { value: withTamil(brandFonts.heading.value) }, body: { value: withTamil(brandFonts.body.value) } },
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
        // White text on Chakra's solid teal, green and orange (its 600s) stays under 4.5:1 (3.3–3.7); these
        // darker shades of the same hues reach it (teal 5.5, green 5.0, orange 5.2) without the 700s' near-black.
        teal: { solid: { value: '#0f766e' } },
        green: { solid: { value: '#15803d' } },
        orange: { solid: { value: '#c2410c' } },
        // Chakra's red.500 on white is 3.8:1: too faint for the field error messages.
        fg: { error: { value: '{colors.red.600}' } },
      },
    },
  },
});

export const adminSystem = createSystem(defaultConfig, adminConfig);
