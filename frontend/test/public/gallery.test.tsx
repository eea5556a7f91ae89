import './setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicGalleryImagesQuery } from '../../src/features/gallery/api/get-gallery-images';
import { GalleryGrid } from '../../src/features/gallery/components/GalleryGrid';
import { image, renderPage } from './helpers';

const pic = (n: number, category = 'Interior') => ({
  __typename: 'GalleryImage' as const,
  id: `g${n}`,
  title: `Photo ${n}`,
  category,
  imageUrl: `/uploads/p${n}.jpg`,
  image: image(n),
});
const ok = (galleryImages: unknown[]) => [{ request: { query: PublicGalleryImagesQuery }, result: { data: { galleryImages } } }];

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

test('loading', () => {
  renderPage(<GalleryGrid />, { mocks: ok([]) });
  expect(screen.getByRole('status')).toHaveTextContent('Loading gallery');
});

test('empty', async () => {
  renderPage(<GalleryGrid />, { mocks: ok([]) });
  expect(await screen.findByRole('heading', { name: 'No Gallery found' })).toBeInTheDocument();
  expect(screen.getByText('There are no gallery available yet')).toBeInTheDocument();
});

test('a failed fetch is only logged: visitors see the empty gallery, no error message', async () => {
  renderPage(<GalleryGrid />, { mocks: [{ request: { query: PublicGalleryImagesQuery }, error: new Error('boom') }] });
  expect(await screen.findByRole('heading', { name: 'No Gallery found' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith('Failed to fetch gallery images', expect.anything());
});

test('loaded: a grid of images with alt texts', async () => {
  renderPage(<GalleryGrid />, { mocks: ok([pic(1), pic(2, 'Exterior'), pic(3)]) });
  const list = await screen.findByRole('list');
  expect(within(list).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
});

test('category chips filter the grid', async () => {
  const user = userEvent.setup();
  renderPage(<GalleryGrid />, { mocks: ok([pic(1), pic(2, 'Exterior'), pic(3)]) });
  await screen.findByRole('list');
  await user.click(screen.getByRole('button', { name: 'Exterior' }));
  expect(screen.getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(screen.getByRole('list')).getAllByRole('img')).toHaveLength(1);
});

describe('lightbox', () => {
  async function openFirst() {
    const user = userEvent.setup();
    renderPage(<GalleryGrid />, { mocks: ok([pic(1), pic(2), pic(3)]) });
    const opener = await screen.findByRole('button', { name: 'Open image: Photo 2' });
    await user.click(opener);
    return { user, opener };
  }

  test('opens as a modal dialog labelled by the title, focus on the close button', async () => {
    await openFirst();
    const dialog = screen.getByRole('dialog', { name: 'Photo 2' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('× closes it and gives focus back to the opener', async () => {
    const { user, opener } = await openFirst();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  test('Esc closes it', async () => {
    const { user, opener } = await openFirst();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('a click on the backdrop closes it', async () => {
    const { user } = await openFirst();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('arrows and the next/previous buttons move between images without closing', async () => {
    const { user } = await openFirst();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Photo 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 1' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 3' })).toBeInTheDocument();
  });

  test('Tab is trapped inside the dialog', async () => {
    const { user } = await openFirst();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
