import type { Island } from '@/public/islands/island';
import { islandMessages } from '@/public/islands/core/messages';

/**
 * The testimonials carousel: shows the next entry every `data-interval` ms (the others `hidden`), the dots
 * jump to an entry. Rotation pauses while the pointer is over it or focus is inside it, while the visitor
 * has it stopped (the Pause/Play button), and never runs with reduced motion.
 */
const testimonials: Island = (root) => {
  const messages = islandMessages<'start' | 'stop'>(root);
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'));
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-slide-to]'));
  const toggle = root.querySelector<HTMLButtonElement>('button[data-rotation-toggle]');
  const live = root.querySelector<HTMLElement>('[aria-live]');
  const interval = Number(root.dataset.interval) || 5000;
  const reducedMotion = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

  let index = 0;
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: number | undefined;

  const rotating = () => slides.length > 1 && !hovered && !focused && !stopped && !reducedMotion?.matches;

  const update = () => {
    window.clearTimeout(timer);
    const running = rotating();
    live?.setAttribute('aria-live', running ? 'off' : 'polite');
    if (toggle) {
      toggle.hidden = Boolean(reducedMotion?.matches);
      toggle.dataset.stopped = String(stopped);
      toggle.setAttribute('aria-label', (stopped ? messages.start : messages.stop) ?? '');
    }
    if (running) timer = window.setTimeout(() => show(index + 1), interval);
  };

  const show = (position: number) => {
    index = position % slides.length;
    slides.forEach((slide, i) => (slide.hidden = i !== index));
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    update();
  };

  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  toggle?.addEventListener('click', () => {
    stopped = !stopped;
    update();
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    update();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    update();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    update();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  reducedMotion?.addEventListener?.('change', update);

  update();
};

export default testimonials;
