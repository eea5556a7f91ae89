import './setup-dom';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { adminSystem } from '@/admin/layout/admin-system';
import { AddGalleryImagePage } from '@/admin/gallery/AddGalleryImagePage';
import { UploadProgressBar } from '@/admin/ui/UploadProgressBar';
import { categoriesResult } from './fixtures';
import { imageFile, logIn, renderPage, resetAdminState } from './helpers';

beforeEach(() => {
  resetAdminState();
  logIn();
});

test('the bar shows the share of bytes sent', () => {
  render(
    <ChakraProvider value={adminSystem}>
      <UploadProgressBar progress={{ loaded: 3 * 1024 * 1024, total: 4 * 1024 * 1024 }} />
    </ChakraProvider>,
  );
  const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '75');
  expect(screen.getByText('Uploading… 75% (3.0 MB of 4.0 MB)')).toBeInTheDocument();
});

test('a form passes a progress callback to the upload and shows the bar while sending', async () => {
  let finish: (() => void) | undefined;
  // Stands in for the upload link: reports progress through the operation's fetchOptions.
  const link = new ApolloLink((operation) => {
    const name = operation.operationName;
    if (name === 'AdminGalleryCategories') {
      return new Observable((observer) => {
        observer.next(categoriesResult);
        observer.complete();
      });
    }
    const { fetchOptions } = operation.getContext() as { fetchOptions?: { onUploadProgress?: (p: { loaded: number; total: number }) => void } };
    return new Observable((observer) => {
      fetchOptions?.onUploadProgress?.({ loaded: 40, total: 100 });
      finish = () => {
        observer.next({
          data: { createGalleryImage: { __typename: 'GalleryImage', id: 'g9', title: 'Room', category: 'Interior', imageUrl: '/uploads/g9.jpg' } },
        });
        observer.complete();
      };
    });
  });

  renderPage(<AddGalleryImagePage />, '/admin/addgalleryimages', '/admin/addgalleryimages', { link });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Image Title(?! in Tamil)/ }), 'Room');
  const select = screen.getByRole('combobox', { name: /^Category/ });
  await waitFor(() => expect(within(select).getByRole('option', { name: 'Interior' })).toBeInTheDocument());
  await user.selectOptions(select, 'Interior');
  await user.upload(screen.getByLabelText(/^Gallery Image/), imageFile('room.jpg'));
  await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));

  expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
  finish?.();
  expect(await screen.findByText('Image added successfully!')).toBeInTheDocument();
});
