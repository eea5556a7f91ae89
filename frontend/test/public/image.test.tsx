import './setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ResponsiveImage } from '@/public/components/image/ResponsiveImage';
import { buildSrcSet, PLACEHOLDER_IMAGE, resolveImageUrl } from '@/public/components/image/image-url';
import { enhanceImages } from '@/public/islands/core/images';
import { expectShowsImage, image } from './helpers';

// The pages' always-on script: it settles images rendered on the server (here: by React in the test).
beforeAll(() => enhanceImages());

test('paths: /uploads as-is, absolute as-is, bare made root-relative, empty is none', () => {
  expect(resolveImageUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg');
  expect(resolveImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  expect(resolveImageUrl('uploads/a.jpg')).toBe('/uploads/a.jpg');
  expect(resolveImageUrl('  ')).toBeNull();
  expect(resolveImageUrl(null)).toBeNull();
});

test('srcset from the variants, else the ready-made one', () => {
  expect(
    buildSrcSet([
      { url: '/uploads/a-480.webp', width: 480 },
      { url: '/uploads/a.webp', width: 1200 },
    ]),
  ).toBe('/uploads/a-480.webp 480w, /uploads/a.webp 1200w');
  expect(buildSrcSet([], '/x 1w')).toBe('/x 1w');
  expect(buildSrcSet(undefined, '')).toBeUndefined();
});

test('metadata gives src, srcset, sizes, width and height; lazy by default', () => {
  render(<ResponsiveImage image={image(1)} alt="Villa" sizes="50vw" />);
  const img = screen.getByRole('img', { name: 'Villa' });
  expectShowsImage(img, 1);
  expect(img).toHaveAttribute('sizes', '50vw');
  expect(img).toHaveAttribute('width', '1200');
  expect(img).toHaveAttribute('height', '800');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).not.toHaveAttribute('fetchpriority');
});

test('priority images load eagerly with high fetch priority', () => {
  render(<ResponsiveImage image={image(1)} alt="Hero" priority />);
  const img = screen.getByRole('img', { name: 'Hero' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});

test('a priority image is preloaded from the server-rendered head, with its srcset and sizes', () => {
  const page = (
    <html lang="en">
      <head>
        <title>Page</title>
      </head>
      <body>
        <ResponsiveImage image={image(1)} alt="Hero" sizes="100vw" priority />
        <ResponsiveImage image={image(2)} alt="Below the fold" />
      </body>
    </html>
  );
  const document = new DOMParser().parseFromString(renderToStaticMarkup(page), 'text/html');
  const preloads = Array.from(document.head.querySelectorAll('link[rel="preload"]'), (link) => ({
    as: link.getAttribute('as'),
    imageSrcSet: link.getAttribute('imagesrcset'),
    imageSizes: link.getAttribute('imagesizes'),
    fetchPriority: link.getAttribute('fetchpriority'),
  }));
  expect(preloads).toEqual([
    { as: 'image', imageSrcSet: '/uploads/p1-480.webp 480w, /uploads/p1-1200.webp 1200w', imageSizes: '100vw', fetchPriority: 'high' },
  ]);
});

test('an image without a srcset is preloaded by its src', () => {
  const html = renderToStaticMarkup(
    <html lang="en">
      <head />
      <body>
        <ResponsiveImage src="/uploads/plain.jpg" alt="Hero" priority />
      </body>
    </html>,
  );
  const head = new DOMParser().parseFromString(html, 'text/html').head;
  expect(head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/uploads/plain.jpg');
});

test('missing image shows the placeholder with a reserved size', () => {
  render(<ResponsiveImage src="" alt="Nothing" />);
  const img = screen.getByRole('img', { name: 'Nothing' });
  expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(img).toHaveAttribute('data-placeholder', '');
  expect(img).toHaveAttribute('width');
  expect(img).toHaveAttribute('height');
  expect(img).not.toHaveAttribute('srcset');
});

test('a broken image falls back to the placeholder, once', () => {
  render(<ResponsiveImage image={image(1)} alt="Broken" />);
  const img = screen.getByRole('img', { name: 'Broken' });
  expect(img).toHaveAttribute('src', '/uploads/p1.jpg');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(img).not.toHaveAttribute('srcset');
  expect(img).not.toHaveAttribute('sizes');
  expect(img).toHaveAttribute('data-placeholder', '');
  // The placeholder failing too must not loop.
  img.setAttribute('src', '/elsewhere.svg');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/elsewhere.svg');
});
