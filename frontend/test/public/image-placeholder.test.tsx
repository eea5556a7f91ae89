import './setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ResponsiveImage } from '@/public/components/image/ResponsiveImage';
import { PLACEHOLDER_IMAGE } from '@/public/components/image/image-url';
import { enhanceImages } from '@/public/islands/core/images';
import { image } from './helpers';

const PREVIEW = image(1).placeholder;

// The pages' always-on script, which settles the server-rendered images (here rendered by React in the test).
beforeAll(() => enhanceImages());

test('shows the blurred preview on the dominant colour, in the reserved box, until the image has loaded', () => {
  render(<ResponsiveImage image={image(1)} alt="Villa" />);
  const img = screen.getByRole('img', { name: 'Villa' });
  expect(img).toHaveAttribute('width', '1200');
  expect(img).toHaveAttribute('height', '800');
  expect(img.style.backgroundColor).toBe('rgb(138, 109, 82)');
  expect(img.style.backgroundImage).toBe(`url("${PREVIEW}")`);
  expect(img.style.backgroundSize).toBe('cover');

  fireEvent.load(img);

  expect(img.style.backgroundImage).toBe('');
  expect(img.style.backgroundColor).toBe('');
  expect(img).toHaveAttribute('width', '1200'); // same box before and after: no layout shift
  expect(img).toHaveAttribute('height', '800');
});

test('images that settled before the script ran are handled at once', () => {
  render(
    <>
      <ResponsiveImage image={image(1)} alt="Loaded" />
      <ResponsiveImage image={image(2)} alt="Failed" />
      <ResponsiveImage image={image(3)} alt="Loading" />
    </>,
  );
  const settle = (alt: string, naturalWidth: number) => {
    const img = screen.getByRole('img', { name: alt });
    Object.defineProperty(img, 'complete', { configurable: true, value: true });
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: naturalWidth });
    return img;
  };
  const loaded = settle('Loaded', 1200);
  const failed = settle('Failed', 0);

  enhanceImages();

  expect(loaded.style.backgroundImage).toBe('');
  expect(loaded).toHaveAttribute('src', '/uploads/p1.jpg');
  expect(failed).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(failed.style.backgroundImage).toBe('');
  const loading = screen.getByRole('img', { name: 'Loading' });
  expect(loading.style.backgroundImage).toBe(`url("${image(3).placeholder}")`);
  expect(loading).toHaveAttribute('src', '/uploads/p3.jpg');
});

test('uses the colour alone when there is no preview, and nothing without metadata', () => {
  render(
    <>
      <ResponsiveImage image={{ ...image(1), placeholder: null }} alt="Colour" />
      <ResponsiveImage src="/uploads/plain.jpg" alt="Plain" />
    </>,
  );
  const colour = screen.getByRole('img', { name: 'Colour' });
  expect(colour.style.backgroundColor).toBe('rgb(138, 109, 82)');
  expect(colour.style.backgroundImage).toBe('');
  expect(screen.getByRole('img', { name: 'Plain' }).getAttribute('style')).toBeNull();
});

test('ignores values that are not a plain data URI or colour', () => {
  render(<ResponsiveImage image={{ ...image(1), placeholder: 'https://evil.example/x.webp") ; color: red', dominantColor: 'red; x: y' }} alt="Odd" />);
  expect(screen.getByRole('img', { name: 'Odd' }).getAttribute('style')).toBeNull();
});

test('a broken image shows the fallback without the preview or the colour', () => {
  render(<ResponsiveImage image={image(1)} alt="Broken" />);
  const img = screen.getByRole('img', { name: 'Broken' });
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(img.style.backgroundImage).toBe('');
  expect(img.style.backgroundColor).toBe('');
});

test('a missing image is rendered as the placeholder, without the preview', () => {
  render(<ResponsiveImage image={{ ...image(1), url: '' }} alt="Missing" />);
  const img = screen.getByRole('img', { name: 'Missing' });
  expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(img).toHaveAttribute('data-placeholder', '');
  expect(img.getAttribute('style')).toBeNull();
});
