import './setup-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { TestimonialsCarousel } from '@/public/features/testimonials/components/TestimonialsCarousel';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { TESTIMONIAL_INTERVAL_MS } from '@/public/features/testimonials/testimonials';
import testimonialsIsland from '@/public/features/testimonials/components/TestimonialsCarousel.island';
import { renderPage, setReducedMotion } from './helpers';

const testimonials = DEFAULT_SITE_SETTINGS.testimonials;

/** Every entry is in the markup; the one shown is the only one not hidden. */
const quote = (i: number) => screen.getByText(`“${testimonials[i].content}”`);
const shown = () => testimonials.findIndex((_, i) => !quote(i).closest('[hidden]'));

/** The server's markup, then the testimonials island on it, as in the browser. */
function renderCarousel() {
  renderPage(<TestimonialsCarousel />);
  const root = screen.getByLabelText('Client testimonials');
  expect(root).toHaveAttribute('data-island', 'TestimonialsCarousel');
  testimonialsIsland(root);
  return root;
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  setReducedMotion(false);
});

test("the firm's four testimonials by default (its settings), each with name, position and content", () => {
  expect(testimonials).toHaveLength(4);
  for (const t of testimonials) {
    expect(t).toEqual(expect.objectContaining({ name: expect.any(String), position: expect.any(String), content: expect.any(String) }));
  }
  expect(TESTIMONIAL_INTERVAL_MS).toBe(5000);
});

test('the server renders every entry, only the first shown, and the dots; nothing moves without the island', () => {
  renderPage(<TestimonialsCarousel />);
  expect(testimonials.map((_, i) => quote(i).closest('[role="group"]'))).toEqual(testimonials.map((_, i) => expect.objectContaining({ hidden: i !== 0 })));
  expect(screen.getAllByRole('button', { name: /show testimonial/i })).toHaveLength(4);
  act(() => jest.advanceTimersByTime(20000));
  expect(shown()).toBe(0);
});

test('advances every 5 seconds and wraps around', () => {
  renderCarousel();
  expect(shown()).toBe(0);
  act(() => jest.advanceTimersByTime(4999));
  expect(shown()).toBe(0);
  act(() => jest.advanceTimersByTime(1));
  expect(shown()).toBe(1);
  expect(quote(0)).not.toBeVisible();
  expect(quote(1)).toBeVisible();
  act(() => jest.advanceTimersByTime(5000));
  expect(shown()).toBe(2);
  act(() => jest.advanceTimersByTime(5000));
  expect(shown()).toBe(3);
  act(() => jest.advanceTimersByTime(5000));
  expect(shown()).toBe(0);
});

test('dots are labelled buttons that jump to an entry and restart the timer', () => {
  renderCarousel();
  const dots = screen.getAllByRole('button', { name: /show testimonial/i });
  expect(dots).toHaveLength(4);
  expect(dots[0]).toHaveAttribute('aria-current', 'true');
  act(() => jest.advanceTimersByTime(3000));
  fireEvent.click(screen.getByRole('button', { name: /show testimonial 3 of 4/i }));
  expect(shown()).toBe(2);
  expect(screen.getByRole('button', { name: /show testimonial 3 of 4/i })).toHaveAttribute('aria-current', 'true');
  expect(dots[0]).not.toHaveAttribute('aria-current');
  act(() => jest.advanceTimersByTime(4000));
  expect(shown()).toBe(2);
  act(() => jest.advanceTimersByTime(1000));
  expect(shown()).toBe(3);
});

test('pauses while hovered and resumes after', () => {
  const carousel = renderCarousel();
  fireEvent.mouseEnter(carousel);
  act(() => jest.advanceTimersByTime(15000));
  expect(shown()).toBe(0);
  fireEvent.mouseLeave(carousel);
  act(() => jest.advanceTimersByTime(5000));
  expect(shown()).toBe(1);
});

test('pauses while focus is inside', () => {
  renderCarousel();
  const dot = screen.getByRole('button', { name: /show testimonial 1 of 4/i });
  act(() => dot.focus());
  act(() => jest.advanceTimersByTime(15000));
  expect(shown()).toBe(0);
  act(() => dot.blur());
  act(() => jest.advanceTimersByTime(5000));
  expect(shown()).toBe(1);
});

test('the stop button stops and restarts rotation', () => {
  const carousel = renderCarousel();
  const live = carousel.querySelector('[aria-live]');
  expect(live).toHaveAttribute('aria-live', 'off');
  fireEvent.click(screen.getByRole('button', { name: 'Stop automatic rotation' }));
  expect(live).toHaveAttribute('aria-live', 'polite');
  // Focus stays on the button: move it away so only the stop state holds rotation.
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  act(() => jest.advanceTimersByTime(15000));
  expect(shown()).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  act(() => jest.advanceTimersByTime(5000));
  expect(shown()).toBe(1);
});

test('with reduced motion it does not rotate, but dots still work', () => {
  setReducedMotion(true);
  renderCarousel();
  expect(screen.queryByRole('button', { name: /automatic rotation/i })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(20000));
  expect(shown()).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: /show testimonial 4 of 4/i }));
  expect(shown()).toBe(3);
});
