import './setup-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { TestimonialsCarousel } from '../../src/features/testimonials/components/TestimonialsCarousel';
import { testimonials, TESTIMONIAL_INTERVAL_MS } from '../../src/features/testimonials/testimonials';
import { renderPage, setReducedMotion } from './helpers';

const quote = (i: number) => screen.queryByText(`“${testimonials[i].content}”`);

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  setReducedMotion(false);
});

test('four static entries with id, name, position and content', () => {
  expect(testimonials).toHaveLength(4);
  for (const t of testimonials) {
    expect(t).toEqual({ id: expect.any(Number), name: expect.any(String), position: expect.any(String), content: expect.any(String) });
  }
  expect(TESTIMONIAL_INTERVAL_MS).toBe(5000);
});

test('advances every 5 seconds and wraps around', () => {
  renderPage(<TestimonialsCarousel />);
  expect(quote(0)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4999));
  expect(quote(0)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(quote(1)).toBeInTheDocument();
  expect(quote(0)).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5000));
  expect(quote(2)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5000));
  expect(quote(3)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5000));
  expect(quote(0)).toBeInTheDocument();
});

test('dots are labelled buttons that jump to an entry and restart the timer', () => {
  renderPage(<TestimonialsCarousel />);
  const dots = screen.getAllByRole('button', { name: /show testimonial/i });
  expect(dots).toHaveLength(4);
  expect(dots[0]).toHaveAttribute('aria-current', 'true');
  act(() => jest.advanceTimersByTime(3000));
  fireEvent.click(screen.getByRole('button', { name: /show testimonial 3 of 4/i }));
  expect(quote(2)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /show testimonial 3 of 4/i })).toHaveAttribute('aria-current', 'true');
  act(() => jest.advanceTimersByTime(4000));
  expect(quote(2)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(quote(3)).toBeInTheDocument();
});

test('pauses while hovered and resumes after', () => {
  renderPage(<TestimonialsCarousel />);
  const carousel = screen.getByLabelText('Client testimonials');
  fireEvent.mouseEnter(carousel);
  act(() => jest.advanceTimersByTime(15000));
  expect(quote(0)).toBeInTheDocument();
  fireEvent.mouseLeave(carousel);
  act(() => jest.advanceTimersByTime(5000));
  expect(quote(1)).toBeInTheDocument();
});

test('pauses while focus is inside', () => {
  renderPage(<TestimonialsCarousel />);
  const dot = screen.getByRole('button', { name: /show testimonial 1 of 4/i });
  act(() => dot.focus());
  act(() => jest.advanceTimersByTime(15000));
  expect(quote(0)).toBeInTheDocument();
  act(() => dot.blur());
  act(() => jest.advanceTimersByTime(5000));
  expect(quote(1)).toBeInTheDocument();
});

test('the stop button stops and restarts rotation', () => {
  renderPage(<TestimonialsCarousel />);
  fireEvent.click(screen.getByRole('button', { name: 'Stop automatic rotation' }));
  // Focus stays on the button: move it away so only the stop state holds rotation.
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  act(() => jest.advanceTimersByTime(15000));
  expect(quote(0)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  act(() => jest.advanceTimersByTime(5000));
  expect(quote(1)).toBeInTheDocument();
});

test('with reduced motion it does not rotate, but dots still work', () => {
  setReducedMotion(true);
  renderPage(<TestimonialsCarousel />);
  act(() => jest.advanceTimersByTime(20000));
  expect(quote(0)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /show testimonial 4 of 4/i }));
  expect(quote(3)).toBeInTheDocument();
});
