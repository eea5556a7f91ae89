import { Box, type BoxProps } from '@chakra-ui/react';
import heroDrawingUrl from './hero-drawing.svg';

/**
 * Line-drawn skyline with a tower crane; the strokes draw themselves in (at once with reduced motion).
 * A file of its own, not markup in the page: its hundred elements would cost every visit's first
 * round trip, and the phones that hide it (below lg) never fetch it (loading="lazy" in a hidden box).
 */
export function HeroIllustration(props: BoxProps) {
  return (
    <Box position="relative" aria-hidden="true" {...props}>
      <img src={heroDrawingUrl} alt="" width={480} height={420} loading="lazy" decoding="async" style={{ width: '100%', height: 'auto', display: 'block' }} />
    </Box>
  );
}
