import { Box, type BoxProps } from '@chakra-ui/react';

const draw = (delay: number, duration = 1.4) => ({
  pathLength: 1,
  strokeDasharray: 1,
  strokeDashoffset: 1,
  style: { animation: `draw ${duration}s ${delay}s cubic-bezier(0.65, 0, 0.35, 1) forwards` },
});

const fade = (delay: number) => ({ style: { opacity: 0, animation: `fade-in 0.6s ${delay}s ease-out forwards` } });

function windows(x0: number, y0: number, cols: number, rows: number, w: number, h: number, gapX: number, gapY: number, lit: Set<number>, delay: number) {
  const out = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      out.push(
        <rect
          key={`${x0}-${i}`}
          x={x0 + c * (w + gapX)}
          y={y0 + r * (h + gapY)}
          width={w}
          height={h}
          rx="1.5"
          fill={lit.has(i) ? 'rgba(251, 191, 36, 0.75)' : 'rgba(255, 255, 255, 0.12)'}
          {...fade(delay + (r * cols + c) * 0.025)}
        />,
      );
    }
  }
  return out;
}

/** Line-drawn skyline with a tower crane; the strokes draw themselves in (instantly with reduced motion). */
export function HeroIllustration(props: BoxProps) {
  return (
    <Box position="relative" aria-hidden="true" {...props}>
      <svg
        viewBox="0 0 480 420"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
        style={{ overflow: 'visible', width: '100%', height: 'auto', display: 'block' }}
      >
        {/* Ground and dimension line */}
        <path d="M10 370H470" stroke="rgba(255,255,255,0.6)" strokeWidth="2" {...draw(0.1, 1)} />
        <path d="M150 395H270M150 389v12M270 389v12" stroke="rgba(255,255,255,0.35)" strokeWidth="1.2" {...draw(1.6, 0.8)} />
        <text x="210" y="412" textAnchor="middle" fill="rgba(255,255,255,0.45)" fontSize="10" fontFamily="ui-monospace, monospace" {...fade(2.2)}>
          24.00 m
        </text>

        {/* Building A */}
        <path d="M30 370V210H130V370" stroke="rgba(255,255,255,0.85)" strokeWidth="2.2" {...draw(0.3)} />
        <path d="M22 210H138" stroke="rgba(255,255,255,0.85)" strokeWidth="2.2" {...draw(0.5, 0.8)} />
        {windows(44, 226, 3, 6, 18, 14, 10, 10, new Set([1, 5, 9, 13]), 1.2)}

        {/* Tower under construction */}
        <path d="M150 370V110H270V370" stroke="rgba(255,255,255,0.95)" strokeWidth="2.4" {...draw(0.45, 1.6)} />
        <path
          d="M150 110V72M270 110V72M150 72H270M150 91H270M170 72V110M190 72V110M210 72V110M230 72V110M250 72V110"
          stroke="rgba(255,255,255,0.35)"
          strokeWidth="1.2"
          strokeDasharray="3 4"
          {...fade(1.4)}
        />
        {windows(166, 128, 4, 9, 16, 14, 10.5, 12, new Set([2, 7, 12, 17, 22, 27, 33]), 1.35)}
        <path d="M196 370V340H224V370" stroke="rgba(255,255,255,0.7)" strokeWidth="1.8" {...draw(1.3, 0.6)} />

        {/* Crane */}
        <g stroke="#f56565" strokeWidth="2.2">
          <path d="M318 370V38M334 370V38" {...draw(0.6, 1.4)} />
          <path d="M318 370L334 340L318 310L334 280L318 250L334 220L318 190L334 160L318 130L334 100L318 70L334 38" strokeWidth="1.2" {...draw(0.9, 1.6)} />
          <path d="M120 38H420M120 38L326 14L420 38M326 14V38" {...draw(1.1, 1.2)} />
          <path d="M140 38L160 50L180 38L200 50L220 38L240 50L260 38L280 50L300 38" strokeWidth="1.1" {...draw(1.5, 1)} />
          <rect x="392" y="38" width="26" height="18" rx="2" fill="rgba(245,101,101,0.25)" {...draw(1.6, 0.6)} />
        </g>
        <g style={{ transformOrigin: '200px 38px', animation: 'crane-swing 6s 2.6s ease-in-out infinite' }}>
          <path d="M200 38V84" stroke="rgba(255,255,255,0.7)" strokeWidth="1.2" {...draw(1.9, 0.6)} />
          <path d="M172 84H228M172 84v8h56v-8" stroke="#fbbf24" strokeWidth="2" {...draw(2.2, 0.6)} />
        </g>

        {/* House */}
        <path d="M350 370V282H460V370" stroke="rgba(255,255,255,0.85)" strokeWidth="2.2" {...draw(0.8, 1.2)} />
        <path d="M340 288L405 236L470 288" stroke="rgba(255,255,255,0.95)" strokeWidth="2.4" {...draw(1.2, 0.9)} />
        <path d="M392 370V330H418V370" stroke="rgba(255,255,255,0.7)" strokeWidth="1.8" {...draw(1.6, 0.6)} />
        <rect x="362" y="300" width="20" height="18" rx="1.5" fill="rgba(251, 191, 36, 0.75)" {...fade(1.9)} />
        <rect x="428" y="300" width="20" height="18" rx="1.5" fill="rgba(255,255,255,0.12)" {...fade(1.95)} />

        {/* Trees */}
        <g stroke="rgba(134, 239, 172, 0.7)" strokeWidth="1.8">
          <path d="M300 370v-18M300 352c-10 0-12-16 0-22 12 6 10 22 0 22Z" {...draw(1.8, 0.8)} />
          <path d="M20 370v-14M20 356c-8 0-10-13 0-18 10 5 8 18 0 18Z" {...draw(1.9, 0.8)} />
        </g>
      </svg>
    </Box>
  );
}
