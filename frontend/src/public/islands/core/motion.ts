export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window to the top, smoothly unless the visitor asked for reduced motion. */
export function scrollToTop(smooth = true): void {
  window.scrollTo({ top: 0, left: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
}

/** Calls `onChange(past)` now and whenever the window crosses `threshold` pixels of scroll. */
export function watchScrolledPast(threshold: number, onChange: (past: boolean) => void): void {
  let past: boolean | null = null;
  const update = () => {
    const now = window.scrollY > threshold;
    if (now === past) return;
    past = now;
    onChange(now);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}
