import './setup-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GalleryGrid } from '@/public/features/gallery/components/GalleryGrid';
import { enhanceImages } from '@/public/islands/core/images';
import gallery from '@/public/features/gallery/components/GalleryGrid.island';
import { PLACEHOLDER_IMAGE } from '@/public/components/image/image-url';
import { expectShowsImage, image, renderPage } from './helpers';

const pic = (n: number, category = 'Interior') => ({
  __typename: 'GalleryImage' as const,
  id: `g${n}`,
  title: `Photo ${n}`,
  category,
  imageUrl: `/uploads/p${n}.jpg`,
  image: image(n),
});

// jsdom has <dialog> but not its methods: open and close it the way a browser does, minus the top layer.
beforeAll(() => {
  enhanceImages(); // the pages' always-on script: previews dropped on load, placeholder on error
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  // A test that ends with the lightbox open leaves the page's scroll locked; the next page starts fresh.
  document.body.style.overflow = '';
});

/** The server's markup (the grid loaded), then the gallery island on its root, as in the browser. */
async function renderGallery(images: unknown[]) {
  renderPage(<GalleryGrid images={images as never} />);
  const list = await screen.findByRole('list');
  const root = list.closest<HTMLElement>('[data-island="GalleryGrid"]');
  if (!root) throw new Error('the gallery is not marked as an island');
  gallery(root);
  return { user: userEvent.setup(), list };
}

test('empty', async () => {
  renderPage(<GalleryGrid images={[]} />);
  expect(await screen.findByRole('heading', { name: 'No Gallery found' })).toBeInTheDocument();
  expect(screen.getByText('There are no gallery available yet')).toBeInTheDocument();
});

test('images that could not be read: visitors see the empty gallery, no error message (the page is answered 503)', async () => {
  renderPage(<GalleryGrid images={null} />);
  expect(await screen.findByRole('heading', { name: 'No Gallery found' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('rendered: every image, each thumbnail a link to the full image, the lightbox closed', async () => {
  renderPage(<GalleryGrid images={[pic(1), pic(2, 'Exterior'), pic(3)] as never} />);
  const list = await screen.findByRole('list');
  expect(
    within(list)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
  expect(within(list).getByRole('link', { name: 'Open image: Photo 2' })).toHaveAttribute('href', '/uploads/p2.jpg');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('with the island, thumbnails are buttons', async () => {
  const { list } = await renderGallery([pic(1), pic(2)]);
  expect(
    within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Open image: Photo 1', 'Open image: Photo 2']);
  expect(within(list).queryByRole('link')).not.toBeInTheDocument();
});

test('category chips filter the grid', async () => {
  const { user, list } = await renderGallery([pic(1), pic(2, 'Exterior'), pic(3)]);
  await user.click(screen.getByRole('button', { name: 'Exterior' }));
  expect(screen.getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  expect(
    within(list)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual(['Photo 2']);

  await user.click(screen.getByRole('button', { name: 'Interior' }));
  expect(
    within(list)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual(['Photo 1', 'Photo 3']);
  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(within(list).getAllByRole('img')).toHaveLength(3);
});

test('rendered for ?category=: that category only, its chip pressed; every chip a link to its filtered address', async () => {
  renderPage(<GalleryGrid images={[pic(1), pic(2, 'Exterior'), pic(3)] as never} />, { path: '/gallery?category=exterior&utm_source=x' });
  const list = await screen.findByRole('list');
  expect(
    within(list)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual(['Photo 2']);
  expect(screen.getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Exterior' })).toHaveAttribute('href', '/gallery?category=Exterior&utm_source=x');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('href', '/gallery?utm_source=x');
});

test('an unknown ?category= shows every image', async () => {
  renderPage(<GalleryGrid images={[pic(1), pic(2, 'Exterior')] as never} />, { path: '/gallery?category=nope' });
  const list = await screen.findByRole('list');
  expect(within(list).getAllByRole('img')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
});

test('a chip keeps the choice in the address without a reload; Space presses it too', async () => {
  window.history.replaceState(null, '', '/gallery?utm_source=x');
  const { user, list } = await renderGallery([pic(1), pic(2, 'Exterior'), pic(3)]);
  await user.click(screen.getByRole('button', { name: 'Exterior' }));
  expect(window.location.pathname + window.location.search).toBe('/gallery?utm_source=x&category=Exterior');
  screen.getByRole('button', { name: 'All' }).focus();
  await user.keyboard(' ');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(list).getAllByRole('img')).toHaveLength(3);
  expect(window.location.pathname + window.location.search).toBe('/gallery?utm_source=x');
});

describe('lightbox', () => {
  async function openSecond() {
    const { user } = await renderGallery([pic(1), pic(2), pic(3)]);
    const opener = screen.getByRole('button', { name: 'Open image: Photo 2' });
    await user.click(opener);
    return { user, opener };
  }

  test('opens as a modal dialog labelled by the title, with the large image, focus on the close button', async () => {
    await openSecond();
    const dialog = screen.getByRole('dialog', { name: 'Photo 2' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const large = within(dialog).getByRole('img', { name: 'Photo 2' });
    expectShowsImage(large, 2);
    expect(large).toHaveAttribute('sizes', '100vw');
    expect(dialog).toHaveTextContent('Interior · 2 of 3');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('× closes it and gives focus back to the opener', async () => {
    const { user, opener } = await openSecond();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  test('Esc closes it', async () => {
    const { user, opener } = await openSecond();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('a click on the backdrop closes it', async () => {
    const { user, opener } = await openSecond();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('arrows and the next/previous buttons move between images without closing', async () => {
    const { user } = await openSecond();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Photo 3' })).toHaveTextContent('3 of 3');
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', '/uploads/p3.jpg');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 1' })).toHaveTextContent('1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2' })).toBeInTheDocument();
  });

  test('the large image shows its preview until it has loaded; after a broken one the next image shows again', async () => {
    const { user } = await openSecond();
    const large = () => within(screen.getByRole('dialog')).getByRole('img');
    expect(large().style.backgroundImage).toBe(`url("${image(2).placeholder}")`);
    expect(large().style.backgroundColor).toBe('rgb(138, 109, 82)');
    fireEvent.load(large());
    expect(large().style.backgroundImage).toBe('');

    await user.keyboard('{ArrowRight}');
    fireEvent.error(large());
    expect(large()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    await user.keyboard('{ArrowRight}');
    expectShowsImage(large(), 1);
    expect(large()).not.toHaveAttribute('data-placeholder');
    expect(large().style.backgroundImage).toBe(`url("${image(1).placeholder}")`);
  });

  test('Tab is trapped inside the dialog', async () => {
    const { user } = await openSecond();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test('Space on a thumbnail opens it too', async () => {
    const { user } = await renderGallery([pic(1), pic(2)]);
    screen.getByRole('button', { name: 'Open image: Photo 1' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Photo 1' })).toBeInTheDocument();
  });

  test('moves only between the images the filter shows', async () => {
    const { user } = await renderGallery([pic(1), pic(2, 'Exterior'), pic(3), pic(4, 'Exterior')]);
    await user.click(screen.getByRole('button', { name: 'Exterior' }));
    await user.click(screen.getByRole('button', { name: 'Open image: Photo 4' }));
    expect(screen.getByRole('dialog', { name: 'Photo 4' })).toHaveTextContent('Exterior · 2 of 2');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 2' })).toHaveTextContent('1 of 2');
  });

  test('a single image has no arrows and no counter', async () => {
    const { user } = await renderGallery([pic(5)]);
    await user.click(screen.getByRole('button', { name: 'Open image: Photo 5' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 5' });
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Previous image' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/of/);
  });
});
