import './setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminProjectQuery } from '@/admin/projects/api/get-admin-project';
import { reorderProjectImagesMutation, setProjectCoverMutation } from '@/admin/projects/api/project-photos';
import { ProjectPhotosPage } from '@/admin/projects/ProjectPhotosPage';
import { updatePhotoDetailsMutation } from '@/admin/photos/api/update-photo-details';
import { describeFocalPoint, movedFocalPoint } from '@/admin/photos/FocalPointPicker';
import { logIn, renderPage, resetAdminState, type Mocks } from './helpers';
import { asset, projectRecord } from './fixtures';

beforeEach(() => {
  resetAdminState();
  logIn();
});

const project = { ...projectRecord, image: { ...asset('/uploads/p1.jpg'), alt: 'Front of the villas at noon' } };
const loaded = { request: { query: adminProjectQuery, variables: { id: 'p1' } }, result: { data: { project } } };
const reordered = (urls: string[]) => ({
  ...project,
  imageUrl: urls[0],
  image: { ...asset(urls[0]), alt: urls[0] === '/uploads/p1.jpg' ? project.image.alt : null },
  images: urls.slice(1),
  extraImages: urls.slice(1).map((url) => ({ ...asset(url), alt: url === '/uploads/p1.jpg' ? project.image.alt : null })),
});
const renderPhotos = (mocks: Mocks) => renderPage(<ProjectPhotosPage />, '/admin/projects/:id/photos', '/admin/projects/p1/photos', { mocks });

describe('Project photos', () => {
  test('shows the cover first, warns about photos without alt text, and moves a photo with the arrows', async () => {
    const user = userEvent.setup();
    const order = ['/uploads/p1.jpg', '/uploads/p1-b.jpg', '/uploads/p1-a.jpg'];
    renderPhotos([
      loaded,
      {
        request: { query: reorderProjectImagesMutation, variables: { projectId: 'p1', imageUrls: order } },
        result: { data: { reorderProjectImages: reordered(order) } },
      },
    ]);
    expect(await screen.findByText(/2 photos have no alt text/)).toBeInTheDocument();
    expect(screen.getAllByText('No alt text')).toHaveLength(2);
    expect(screen.getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Front of the villas at noon earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Front of the villas at noon' })).toBeInTheDocument(); // the drag handle

    await user.click(screen.getByRole('button', { name: 'Move Photo 3 earlier' }));
    expect(await screen.findByText('Order saved. The website shows it now.')).toBeInTheDocument();
  });

  test('makes another photo the cover', async () => {
    const user = userEvent.setup();
    const order = ['/uploads/p1-b.jpg', '/uploads/p1.jpg', '/uploads/p1-a.jpg'];
    renderPhotos([
      loaded,
      {
        request: { query: setProjectCoverMutation, variables: { projectId: 'p1', imageUrl: '/uploads/p1-b.jpg' } },
        result: { data: { setProjectCover: reordered(order) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Make Photo 3 the cover' }));
    expect(await screen.findByText('Cover changed. The website shows it now.')).toBeInTheDocument();
  });

  test('describes a photo: alt text, caption and a focal point moved with the keyboard', async () => {
    const user = userEvent.setup();
    renderPhotos([
      loaded,
      {
        request: {
          query: updatePhotoDetailsMutation,
          variables: {
            url: '/uploads/p1-a.jpg',
            input: {
              alt: 'The rainwater pit before tiling',
              caption: 'Week 3',
              focalX: 0.55,
              focalY: 0.45,
              ta: { alt: 'ஓடு பதிக்கும் முன் மழைநீர் தொட்டி', caption: null },
            },
          },
        },
        result: {
          data: {
            updatePhotoDetails: {
              ...asset('/uploads/p1-a.jpg'),
              alt: 'The rainwater pit before tiling',
              caption: 'Week 3',
              focalPoint: { __typename: 'FocalPoint', x: 0.55, y: 0.45 },
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Details of Photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo details' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'The rainwater pit before tiling');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Week 3');
    const tamilAlt = within(dialog).getByRole('textbox', { name: 'Alt text in Tamil (தமிழில்)' });
    expect(tamilAlt).toHaveAttribute('lang', 'ta');
    await user.type(tamilAlt, 'ஓடு பதிக்கும் முன் மழைநீர் தொட்டி');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption in Tamil (தமிழில்)' }), '  ');
    const picker = within(dialog).getByRole('slider', { name: 'Focal point' });
    picker.focus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(picker).toHaveAttribute('aria-valuetext', expect.stringContaining('55% across, 45% down'));
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Photo details saved')).toBeInTheDocument();
  });

  test('describes every photo in one list: only the changed ones are saved, each keeping its focal point', async () => {
    const user = userEvent.setup();
    const withFocal = {
      ...project,
      extraImages: [{ ...asset('/uploads/p1-a.jpg'), focalPoint: { __typename: 'FocalPoint', x: 0.2, y: 0.7 } }, asset('/uploads/p1-b.jpg')],
    };
    renderPhotos([
      { ...loaded, result: { data: { project: withFocal } } },
      {
        request: {
          query: updatePhotoDetailsMutation,
          variables: {
            url: '/uploads/p1-a.jpg',
            input: { alt: 'The rainwater pit', caption: null, focalX: 0.2, focalY: 0.7, ta: { alt: null, caption: null } },
          },
        },
        result: {
          data: { updatePhotoDetails: { ...asset('/uploads/p1-a.jpg'), alt: 'The rainwater pit', focalPoint: { __typename: 'FocalPoint', x: 0.2, y: 0.7 } } },
        },
      },
      {
        request: {
          query: updatePhotoDetailsMutation,
          variables: {
            url: '/uploads/p1-b.jpg',
            input: { alt: null, caption: 'Handover day', focalX: null, focalY: null, ta: { alt: null, caption: 'ஒப்படைப்பு நாள்' } },
          },
        },
        result: { data: { updatePhotoDetails: { ...asset('/uploads/p1-b.jpg'), caption: 'Handover day' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Describe all photos' }));
    const list = screen.getByRole('region', { name: 'Describe all photos' });
    expect(within(list).getByRole('textbox', { name: "Photo 1 (cover): describe it for people who can't see it" })).toHaveValue('Front of the villas at noon');
    await user.type(within(list).getByRole('textbox', { name: "Photo 2: describe it for people who can't see it" }), 'The rainwater pit');
    await user.type(within(list).getByRole('textbox', { name: 'Photo 3: caption' }), 'Handover day');
    await user.type(within(list).getByRole('textbox', { name: 'Photo 3: caption in Tamil (தமிழில்)' }), 'ஒப்படைப்பு நாள்');
    await user.click(within(list).getByRole('button', { name: 'Save descriptions (2)' }));
    expect(await screen.findByText('2 photos described')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Describe all photos' })).not.toBeInTheDocument();
  });
});

test('the focal point moves in steps inside the photo and is said in words', () => {
  expect(movedFocalPoint(null, 'ArrowLeft', false)).toEqual({ x: 0.45, y: 0.5 });
  expect(movedFocalPoint({ x: 0.98, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 1, y: 0.5 });
  expect(movedFocalPoint({ x: 0.5, y: 0.5 }, 'ArrowDown', true)).toEqual({ x: 0.5, y: 0.505 });
  expect(movedFocalPoint({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  expect(describeFocalPoint(null)).toBe('the centre');
  expect(describeFocalPoint({ x: 0.304, y: 0.7 })).toBe('30% across, 70% down');
});
