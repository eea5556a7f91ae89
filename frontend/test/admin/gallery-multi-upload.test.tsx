import './setup-dom';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddGalleryImagePage } from '@/admin/gallery/AddGalleryImagePage';
import { batchSummary, inPool, MAX_PHOTOS_AT_ONCE, PARALLEL_UPLOADS, refusalText } from '@/admin/gallery/gallery-batch';
import { titleFromFileName } from '@/admin/gallery/photo-title';
import { categoriesResult } from './fixtures';
import { imageFile, logIn, renderPage, resetAdminState } from './helpers';

beforeEach(() => {
  resetAdminState();
  logIn();
});

describe('titleFromFileName', () => {
  test.each([
    ['kitchen-counter_final.jpg', 'Kitchen counter final'],
    ['  living   room .png', 'Living room'],
    ['site.visit.2025.jpeg', 'Site.visit.2025'],
    ['no-extension', 'No extension'],
    ['Pooja room 2.jpg', 'Pooja room 2'],
    // Names cameras and apps make say nothing to a visitor: the form asks for a title instead.
    ['IMG_2211.HEIC', ''],
    ['IMG_20261116_101545.jpg', ''],
    ['IMG-20261120-WA0007.jpg', ''],
    ['WhatsApp Image 2026-11-20 at 10.12.44 AM.jpeg', ''],
    ['PXL_20261116_101545123.jpg', ''],
    ['DSC01234.JPG', ''],
    ['Screenshot 2026-11-20 101244.png', ''],
    ['20261116_101545.jpg', ''],
    ['image (3).png', ''],
    ['photo.jpg', ''],
    ['.jpg', ''],
    ['___.png', ''],
  ])('%s → "%s"', (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  test('keeps a title within the longest the server takes', () => {
    expect(titleFromFileName(`${'a'.repeat(300)}.jpg`)).toHaveLength(200);
  });
});

describe('batch helpers', () => {
  test('summary text', () => {
    expect(batchSummary(19, 1)).toBe('19 photos added, 1 refused');
    expect(batchSummary(1, 2)).toBe('1 photo added, 2 refused');
    expect(batchSummary(20, 0)).toBe('20 photos added');
  });

  test('a refusal names the file once', () => {
    expect(refusalText('a.jpg', 'Unknown category')).toBe('a.jpg: Unknown category');
    expect(refusalText('a.jpg', 'a.jpg: too big')).toBe('a.jpg: too big');
  });

  test('the pool runs every task, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (item % 3)));
      running -= 1;
      done.push(item);
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });
});

interface Sent {
  title: string;
  category: string;
  published: boolean;
  ta?: { title: string | null };
  key: string;
}

/**
 * Stands in for the server: answers the categories, and each createGalleryImage after a short
 * wait with `answer(title)` (ok, or a GraphQL error). Records what was sent and how many were
 * under way at once.
 */
function fakeServer(answer: (title: string, attempt: number) => 'ok' | { message: string; code: string; fields?: Record<string, string> }) {
  const sent: Sent[] = [];
  // While held, answers wait for release().
  const state = { running: 0, most: 0, held: false, waiting: [] as (() => void)[] };
  const release = () => {
    state.held = false;
    state.waiting.splice(0).forEach((reply) => reply());
  };
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'AdminGalleryCategories') {
      return new Observable((observer) => {
        observer.next(categoriesResult);
        observer.complete();
      });
    }
    const input = operation.variables.input as Omit<Sent, 'key'>;
    const key = (operation.getContext().headers as Record<string, string>)['Idempotency-Key'];
    sent.push({ ...input, key });
    const attempt = sent.filter((entry) => entry.title === input.title).length;
    const { fetchOptions } = operation.getContext() as { fetchOptions?: { onUploadProgress?: (progress: { loaded: number; total: number }) => void } };
    return new Observable((observer) => {
      fetchOptions?.onUploadProgress?.({ loaded: 50, total: 100 });
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      const reply = () => {
        state.running -= 1;
        const result = answer(input.title, attempt);
        if (result === 'ok') {
          observer.next({ data: { createGalleryImage: { __typename: 'GalleryImage', id: `g${sent.length}` } } });
        } else {
          observer.next({ errors: [{ message: result.message, extensions: { code: result.code, fields: result.fields ?? {} } }] } as never);
        }
        observer.complete();
      };
      if (state.held) {
        state.waiting.push(reply);
        return undefined;
      }
      const timer = setTimeout(reply, 30);
      return () => clearTimeout(timer);
    });
  });
  return { link, sent, state, release };
}

const renderAdd = (link: ApolloLink) => renderPage(<AddGalleryImagePage />, '/admin/addgalleryimages', '/admin/addgalleryimages', { link });

async function chooseCategory(user: ReturnType<typeof userEvent.setup>) {
  const select = screen.getByRole('combobox', { name: /^Category/ });
  await waitFor(() => expect(within(select).getByRole('option', { name: 'Interior' })).toBeInTheDocument());
  await user.selectOptions(select, 'Interior');
}

const list = () => screen.getByRole('list', { name: 'Chosen photos' });
const rowOf = (name: string) =>
  within(list())
    .getByRole('button', { name: `Remove ${name}` })
    .closest('li') as HTMLElement;

describe('Add Gallery: many photos at once', () => {
  test('titles come from the file names a person gave (never a camera’s) and can be edited; one category and "Show on the site" for all', async () => {
    const server = fakeServer(() => 'ok');
    const { router } = renderAdd(server.link);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Gallery Image/), [
      imageFile('IMG_2211.jpg'),
      imageFile('kitchen-counter_final.jpg'),
      imageFile('porch.png', 100, 'image/png'),
    ]);
    expect(screen.getByText('3 photos chosen')).toBeInTheDocument();
    // Each photo has its own title now: the single "Image Title" field is gone.
    expect(screen.queryByRole('textbox', { name: /^Image Title(?! in Tamil)/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title for IMG_2211.jpg' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Title for kitchen-counter_final.jpg' })).toHaveValue('Kitchen counter final');
    expect(screen.getByRole('textbox', { name: 'Title for porch.png' })).toHaveValue('Porch');
    expect(screen.getByAltText('Preview of porch.png')).toBeInTheDocument();
    expect(within(rowOf('porch.png')).getByRole('status')).toHaveTextContent('Ready to add');

    const porch = screen.getByRole('textbox', { name: 'Title for porch.png' });
    await user.clear(porch);
    await user.type(porch, 'Front porch at dusk');
    await user.type(screen.getByRole('textbox', { name: 'Title in Tamil for porch.png' }), 'மாலையில் முன் வராந்தா');
    await chooseCategory(user);
    await user.click(screen.getByRole('checkbox', { name: 'Show on the site' }));
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    // The camera's name gave no title: it is asked for, and nothing is sent until it is given.
    expect(await within(rowOf('IMG_2211.jpg')).findByText('Title is required')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Title for IMG_2211.jpg' }), 'Staircase in teak');
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));

    expect(await screen.findByText('3 photos added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/allgalleryimages'));
    expect(
      server.sent.map(({ title, category, published, ta }) => ({ title, category, published, ta })).sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Front porch at dusk', category: 'Interior', published: false, ta: { title: 'மாலையில் முன் வராந்தா' } },
      { title: 'Kitchen counter final', category: 'Interior', published: false, ta: { title: null } },
      { title: 'Staircase in teak', category: 'Interior', published: false, ta: { title: null } },
    ]);
    // Each its own key, so a retry never adds one twice.
    expect(new Set(server.sent.map((entry) => entry.key)).size).toBe(3);
  });

  test('an empty title is refused under that photo before anything is sent', async () => {
    const server = fakeServer(() => 'ok');
    renderAdd(server.link);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Gallery Image/), [imageFile('a.jpg'), imageFile('b.jpg')]);
    await chooseCategory(user);
    await user.clear(screen.getByRole('textbox', { name: 'Title for b.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    expect(await screen.findByRole('textbox', { name: 'Title for b.jpg' })).toHaveAccessibleDescription('Title is required');
    expect(server.sent).toHaveLength(0);
  });

  test('one refused of three: the others are saved, a summary, the refused one stays with its reason; retrying it finishes', async () => {
    const server = fakeServer((title, attempt) => (title === 'Bad' && attempt === 1 ? { message: 'Unsupported image', code: 'UNSUPPORTED_MEDIA_TYPE' } : 'ok'));
    const { router } = renderAdd(server.link);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Gallery Image/), [imageFile('first.jpg'), imageFile('bad.jpg'), imageFile('last.jpg')]);
    await user.clear(screen.getByRole('textbox', { name: 'Title for bad.jpg' }));
    await user.type(screen.getByRole('textbox', { name: 'Title for bad.jpg' }), 'Bad');
    await chooseCategory(user);
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('2 photos added, 1 refused');
    // The saved ones leave the list; the refused one stays, its reason naming the file.
    expect(screen.getByText('1 photo chosen')).toBeInTheDocument();
    expect(within(rowOf('bad.jpg')).getByRole('status')).toHaveTextContent(
      'bad.jpg: This file is not a supported image. Please choose a JPEG, PNG, GIF, WebP or AVIF photo.',
    );
    expect(screen.queryByRole('button', { name: 'Remove first.jpg' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/addgalleryimages');

    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    expect(await screen.findByText('Image added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/allgalleryimages'));
    const bad = server.sent.filter((entry) => entry.title === 'Bad');
    expect(bad).toHaveLength(2);
    // The server answered the first try: the second is a new request with a new key.
    expect(bad[1].key).not.toBe(bad[0].key);
    expect(server.sent).toHaveLength(4);
  });

  test('a refused title is shown under that photo, and the fixed title is sent again', async () => {
    const server = fakeServer((title) =>
      title === 'Taken' ? { message: 'Title is taken', code: 'BAD_USER_INPUT', fields: { 'input.title': 'Please choose another title' } } : 'ok',
    );
    renderAdd(server.link);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Gallery Image/), [imageFile('one.jpg'), imageFile('taken.jpg')]);
    await chooseCategory(user);
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 photo added, 1 refused');
    const title = screen.getByRole('textbox', { name: 'Title for taken.jpg' });
    expect(title).toHaveAccessibleDescription('Please choose another title');
    expect(within(rowOf('taken.jpg')).getByRole('status')).toHaveTextContent('taken.jpg: Title is taken');
    await user.clear(title);
    await user.type(title, 'Taken, now free');
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    expect(await screen.findByText('Image added successfully!')).toBeInTheDocument();
    expect(server.sent.map((entry) => entry.title)).toContain('Taken, now free');
  });

  test('a file that is no image is listed as refused in the browser, not sent, and counted in the summary', async () => {
    const server = fakeServer(() => 'ok');
    renderAdd(server.link);
    const user = userEvent.setup();
    const zone = screen.getByTestId('dropzone');
    const pdf = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [imageFile('a.jpg'), pdf, imageFile('b.jpg')], types: ['Files'] } });
    expect(await screen.findByText('3 photos chosen')).toBeInTheDocument();
    expect(within(rowOf('brochure.pdf')).getByRole('status')).toHaveTextContent('brochure.pdf: Please choose an image file (PNG, JPG, GIF, WebP).');
    expect(screen.queryByRole('textbox', { name: 'Title for brochure.pdf' })).not.toBeInTheDocument();
    await chooseCategory(user);
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 photos added, 1 refused');
    expect(server.sent.map((entry) => entry.title).sort()).toEqual(['A', 'B']);
    // Removing the refused one empties the list: back to the one-photo form.
    await user.click(screen.getByRole('button', { name: 'Remove brochure.pdf' }));
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Image Title(?! in Tamil)/ })).toBeInTheDocument();
  });

  test(`uploads ${PARALLEL_UPLOADS} at a time, and shows each photo's progress`, async () => {
    const server = fakeServer(() => 'ok');
    renderAdd(server.link);
    const user = userEvent.setup();
    const files = Array.from({ length: 8 }, (_, index) => imageFile(`room-${index + 1}.jpg`));
    await user.upload(screen.getByLabelText(/^Gallery Image/), files);
    await chooseCategory(user);
    server.state.held = true;
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    await waitFor(() => expect(server.sent).toHaveLength(PARALLEL_UPLOADS));
    expect(within(rowOf('room-8.jpg')).getByRole('status')).toHaveTextContent('Waiting to upload…');
    expect(await screen.findByRole('progressbar', { name: 'Upload progress of room-1.jpg' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(rowOf('room-1.jpg')).getByRole('status')).toHaveTextContent('Uploading… 50%');
    expect(screen.getByText('Saved 0 of 8…')).toBeInTheDocument();
    server.release();
    expect(await screen.findByText('8 photos added')).toBeInTheDocument();
    expect(server.sent).toHaveLength(8);
    expect(server.state.most).toBe(PARALLEL_UPLOADS);
  });

  test(`takes at most ${MAX_PHOTOS_AT_ONCE} photos and says how many were left out`, async () => {
    renderAdd(fakeServer(() => 'ok').link);
    const user = userEvent.setup();
    const files = Array.from({ length: MAX_PHOTOS_AT_ONCE + 2 }, (_, index) => imageFile(`p${index}.jpg`));
    await user.upload(screen.getByLabelText(/^Gallery Image/), files);
    expect(screen.getByText(`${MAX_PHOTOS_AT_ONCE} photos chosen`)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `You can add up to ${MAX_PHOTOS_AT_ONCE} photos at once, so 2 photos of the chosen ones were left out.`,
    );
  });

  test('one photo keeps the simple form: its title prefilled from the name when empty, kept when typed', async () => {
    renderAdd(fakeServer(() => 'ok').link);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Gallery Image/), imageFile('kitchen-counter_final.jpg'));
    expect(screen.getByRole('textbox', { name: /^Image Title(?! in Tamil)/ })).toHaveValue('Kitchen counter final');
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Image Title(?! in Tamil)/ }));
    await user.type(screen.getByRole('textbox', { name: /^Image Title(?! in Tamil)/ }), 'Granite counter');
    // A second photo turns the form into the list; the typed title stays with the first photo.
    await user.upload(screen.getByLabelText(/^Gallery Image/), imageFile('hall.jpg'));
    expect(screen.getByRole('textbox', { name: 'Title for kitchen-counter_final.jpg' })).toHaveValue('Granite counter');
    expect(screen.getByRole('textbox', { name: 'Title for hall.jpg' })).toHaveValue('Hall');
  });
});
