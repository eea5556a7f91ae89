import { Box } from '@/styled-system/jsx';
import heroDrawingUrl from './hero-drawing.svg';

/**
 * Line-drawn skyline with a tower crane; the strokes draw themselves in (at once with reduced motion).
 * A file of its own, not markup in the page: its hundred elements would cost every visit's first
 * round trip, and the phones that hide it (below lg) never fetch it (loading="lazy" in a hidden box).
 * `className`: more styles for its box, made with `css()` by the caller.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <Box position="relative" aria-hidden="true" className={className}>
      <img src={heroDrawingUrl} alt="" width={480} height={420} loading="lazy" decoding="async" style={{ width: '100%', height: 'auto', display: 'block' }} />
    </Box>
  );
}
