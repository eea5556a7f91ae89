import './setup-dom';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { AddProjectPage } from '@/admin/projects/AddProjectPage';
import { EditProjectPage } from '@/admin/projects/EditProjectPage';
import { adminProjectQuery } from '@/admin/projects/api/get-admin-project';
import { EXTRA_IMAGES_HINT } from '@/admin/projects/ProjectForm';
import { describeError } from '@/admin/lib/graphql-errors';
import { IMAGE_TOO_LARGE_MESSAGE } from '@/admin/lib/graphql-errors';
import { convertHeicInFrame } from '@/admin/ui/heic-converter-frame';
import { isHeicFile } from '@/admin/ui/image-files';
import { photosLeftText } from '@/admin/ui/MultiImagePicker';
import { MAX_PHOTO_SIDE, photoStep, preparedName, preparePhoto } from '@/admin/ui/prepare-photo';
import { imageFile, logIn, renderPage, resetAdminState } from './helpers';
import { projectRecord } from './fixtures';

// jsdom has no canvas and no HEVC decoder: the shrinking library and the sandboxed HEIC converter frame
// stand in here (heic-converter.test.ts tests the frame's messages; the e2e spec
// e2e/tests/admin/phone-photos.spec.ts runs the real ones in Chromium). What is tested is which file
// goes through which, with which options, and what the admin then sees.
jest.mock('@/admin/ui/heic-converter-frame', () => ({ __esModule: true, convertHeicInFrame: jest.fn() }));
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const convert = convertHeicInFrame as unknown as jest.Mock;
const compress = imageCompression as unknown as jest.Mock;

const MB = 1024 * 1024;
/** What a library hands back: real bytes, so the File made from it has this size. */
const jpegBlob = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

beforeEach(() => {
  resetAdminState();
  logIn();
  convert.mockReset();
  compress.mockReset();
});

describe('which step a chosen file takes', () => {
  test('HEIC/HEIF by type, or by name when the browser gives no type, is converted', () => {
    expect(photoStep(imageFile('IMG_2211.HEIC', 2 * MB, 'image/heic'))).toBe('convert');
    expect(photoStep(imageFile('IMG_2211.heif', 2 * MB, 'image/heif'))).toBe('convert');
    expect(photoStep(imageFile('IMG_2211.HEIC', 2 * MB, ''))).toBe('convert');
    expect(isHeicFile(imageFile('IMG_2211.jpg', 2 * MB, ''))).toBe(false);
  });

  test('a photo over the 10 MB limit is shrunk; one within it, and a file that is no image, are not', () => {
    expect(photoStep(imageFile('big.jpg', 16.8 * MB))).toBe('shrink');
    expect(photoStep(imageFile('big.png', 12 * MB, 'image/png'))).toBe('shrink');
    expect(photoStep(imageFile('ok.jpg', 10 * MB))).toBe('send');
    expect(photoStep(new File(['x'], 'big.pdf', { type: 'application/pdf' }))).toBe('send');
  });

  test('a prepared photo keeps the name it had, as a .jpg', () => {
    expect(preparedName('IMG_2211.HEIC')).toBe('IMG_2211.jpg');
    expect(preparedName('PXL_20261101_0930.jpeg')).toBe('PXL_20261101_0930.jpg');
    expect(preparedName('photo')).toBe('photo.jpg');
    expect(preparedName('.heic')).toBe('photo.jpg');
  });
});

describe('preparePhoto', () => {
  test('converts a HEIC to JPEG in the converter frame, named after the original', async () => {
    convert.mockResolvedValue(jpegBlob(3 * MB));
    const heic = imageFile('IMG_2211.HEIC', 2 * MB, '');
    const prepared = await preparePhoto(heic);
    expect(convert).toHaveBeenCalledWith(heic, 0.85);
    expect(compress).not.toHaveBeenCalled();
    expect(prepared.file).toBeInstanceOf(File);
    expect(prepared.file).toMatchObject({ name: 'IMG_2211.jpg', type: 'image/jpeg' });
  });

  test('shrinks a big photo on the page itself (no worker: the CSP allows no blob: or CDN script), to JPEG', async () => {
    compress.mockResolvedValue(jpegBlob(4 * MB));
    const big = imageFile('PXL_0001.jpg', 16.8 * MB);
    const prepared = await preparePhoto(big);
    expect(compress).toHaveBeenCalledWith(big, {
      maxSizeMB: 9,
      maxWidthOrHeight: MAX_PHOTO_SIDE,
      initialQuality: 0.85,
      fileType: 'image/jpeg',
      useWebWorker: false,
      preserveExif: false,
    });
    expect(prepared.file).toMatchObject({ name: 'PXL_0001.jpg', type: 'image/jpeg', size: 4 * MB });
  });

  test('a converted HEIC still over the limit is shrunk as well', async () => {
    convert.mockResolvedValue(jpegBlob(12 * MB));
    compress.mockResolvedValue(jpegBlob(5 * MB));
    const prepared = await preparePhoto(imageFile('IMG_48MP.HEIC', 9 * MB, 'image/heic'));
    expect(compress).toHaveBeenCalledTimes(1);
    expect(prepared.file).toMatchObject({ name: 'IMG_48MP.jpg', size: 5 * MB });
  });

  test('every refusal names the file', async () => {
    convert.mockRejectedValue({ code: 2, message: 'ERR_LIBHEIF format not supported' });
    expect(await preparePhoto(imageFile('IMG_2211.HEIC', MB, 'image/heic'))).toEqual({ problem: 'IMG_2211.HEIC: not an image we can read' });

    compress.mockResolvedValue(jpegBlob(11 * MB));
    expect(await preparePhoto(imageFile('noise.jpg', 30 * MB))).toEqual({ problem: `noise.jpg: ${IMAGE_TOO_LARGE_MESSAGE}` });

    expect(await preparePhoto(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toEqual({
      problem: 'notes.txt: Please choose an image file (PNG, JPG, GIF, WebP).',
    });
  });

  test('an ordinary photo is sent as it is, without loading either library', async () => {
    const photo = imageFile('IMG_2210.jpg', 3 * MB);
    expect(await preparePhoto(photo)).toEqual({ file: photo });
    expect(convert).not.toHaveBeenCalled();
    expect(compress).not.toHaveBeenCalled();
  });
});

describe('the Add Project form', () => {
  const renderAdd = () => renderPage(<AddProjectPage />, '/admin/addprojects', '/admin/addprojects');

  test("the extra images' hint says the real limits, and a counter says how many are left", async () => {
    renderAdd();
    expect(EXTRA_IMAGES_HINT).toBe('Optional. Up to 19 more photos, 10 MB each; bigger phone photos are shrunk for you.');
    expect(screen.getByText(EXTRA_IMAGES_HINT)).toBeInTheDocument();
    expect(screen.getByText('19 more photos can be added')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Additional Images/), [imageFile('a.jpg'), imageFile('b.jpg')]);
    expect(await screen.findByText('17 more photos can be added')).toBeInTheDocument();
    expect(photosLeftText(1)).toBe('1 more photo can be added');
    expect(photosLeftText(0)).toBe('No more photos can be added');
  });

  test('shows "Preparing photo…" per file, then the prepared photo under its own name; a bad one is named', async () => {
    let finishConversion: (blob: Blob) => void = () => undefined;
    convert.mockImplementationOnce(() => new Promise<Blob>((resolve) => (finishConversion = resolve)));
    convert.mockRejectedValueOnce(new Error('ERR_LIBHEIF'));
    renderAdd();
    // Android and Windows often give a HEIC no type: the file picker's accept="image/*" must not hide it here.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText(/^Additional Images/), [imageFile('IMG_2210.jpg'), imageFile('IMG_2211.HEIC', 2 * MB, '')]);
    const newImages = screen.getByLabelText('New images');
    expect(within(newImages).getByAltText('Preview of IMG_2210.jpg')).toBeInTheDocument();
    const preparing = within(newImages).getByRole('status');
    expect(preparing).toHaveTextContent('Preparing photo…');
    expect(preparing).toHaveTextContent('IMG_2211.HEIC');
    expect(screen.getByText('17 more photos can be added')).toBeInTheDocument();
    // The project is not sent without the photo still being prepared.
    expect(screen.getByRole('button', { name: 'Preparing photo…' })).toBeDisabled();

    finishConversion(jpegBlob(2 * MB));
    expect(await within(newImages).findByAltText('Preview of IMG_2211.jpg')).toBeInTheDocument();
    expect(within(newImages).queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Project' })).toBeEnabled();

    await user.upload(screen.getByLabelText(/^Additional Images/), imageFile('IMG_2212.HEIC', 2 * MB, 'image/heic'));
    expect(await screen.findByRole('alert')).toHaveTextContent('IMG_2212.HEIC: not an image we can read');
    await waitFor(() => expect(within(newImages).queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByText('17 more photos can be added')).toBeInTheDocument();
  });

  test('the main image goes through the same step', async () => {
    compress.mockResolvedValue(jpegBlob(4 * MB));
    renderAdd();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/^Project Image/), imageFile('PXL_0001.jpg', 16.8 * MB));
    expect(await screen.findByAltText('Preview of PXL_0001.jpg')).toBeInTheDocument();
    expect(screen.getByText('4.0 MB')).toBeInTheDocument();
  });
});

test("on Edit Project the counter counts the project's current extra images, and those marked for removal free their place", async () => {
  const loaded = { request: { query: adminProjectQuery, variables: { id: 'p1' } }, result: { data: { project: projectRecord } } };
  renderPage(<EditProjectPage />, '/admin/editproject/:id', '/admin/editproject/p1', { mocks: [loaded] });
  // The fixture has two extra images.
  expect(await screen.findByText('17 more photos can be added')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Remove current image 1' }));
  expect(screen.getByText('18 more photos can be added')).toBeInTheDocument();
});

test('a file the server refused, one of several, is named in the message', () => {
  const refused = new CombinedGraphQLErrors({
    errors: [
      {
        message:
          "IMG_2211.HEIC: HEIC photos can't be read by the server. Please save the photo as a JPEG, or choose it again in the admin, which converts it for you.",
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', fileName: 'IMG_2211.HEIC' },
      },
    ],
  });
  expect(describeError(refused, 'fallback')).toMatch(/^IMG_2211\.HEIC: HEIC photos can't be read by the server\./);

  const notAnImage = new CombinedGraphQLErrors({
    errors: [
      {
        message: 'scan.jpg: Unsupported file type: upload a JPEG, PNG, GIF, WebP or AVIF image',
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', fileName: 'scan.jpg' },
      },
    ],
  });
  expect(describeError(notAnImage, 'fallback')).toBe('scan.jpg: This file is not a supported image. Please choose a JPEG, PNG, GIF, WebP or AVIF photo.');
  const tooLarge = new CombinedGraphQLErrors({ errors: [{ message: 'big.jpg: too large', extensions: { code: 'PAYLOAD_TOO_LARGE', fileName: 'big.jpg' } }] });
  expect(describeError(tooLarge, 'fallback')).toBe(`big.jpg: ${IMAGE_TOO_LARGE_MESSAGE}`);
});
