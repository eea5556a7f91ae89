export const asset = (url: string) => ({
  __typename: 'ImageAsset',
  url,
  srcset: `${url} 800w`,
  width: 1200,
  height: 800,
  placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQ8pL3vP+BiOh/AAA=',
  dominantColor: '#8a6d52',
  alt: null,
  caption: null,
  focalPoint: null,
  variants: [],
  ta: { __typename: 'PhotoTamil', alt: null, caption: null },
});

export const projectRecord = {
  __typename: 'Project',
  id: 'p1',
  title: 'Greenview Residency',
  category: 'RESIDENTIAL',
  details: 'Twelve villas with rainwater harvesting.',
  location: 'Neyveli, Cuddalore District',
  yearCompleted: 2020,
  features: ['Rainwater harvesting', 'Solar water heaters'],
  imageUrl: '/uploads/p1.jpg',
  images: ['/uploads/p1-a.jpg', '/uploads/p1-b.jpg'],
  image: asset('/uploads/p1.jpg'),
  extraImages: [asset('/uploads/p1-a.jpg'), asset('/uploads/p1-b.jpg')],
  published: true,
  createdAt: '2026-10-02T10:00:00.000Z',
  updatedAt: '2026-10-02T10:00:00.000Z',
  version: 3,
  ta: { __typename: 'ProjectTamil', title: null, details: null, location: null, features: null },
};

export const galleryRecord = {
  __typename: 'GalleryImage',
  id: 'g1',
  title: 'Living room',
  category: 'Interior',
  imageUrl: '/uploads/g1.jpg',
  image: asset('/uploads/g1.jpg'),
  published: true,
  createdAt: '2026-10-02T10:00:00.000Z',
  version: 2,
  ta: { __typename: 'GalleryImageTamil', title: null },
};

export const serviceRecord = {
  __typename: 'Service',
  id: 's1',
  title: 'Structural Design',
  description: 'Safe and economical designs.',
  imageUrl: '/uploads/s1.jpg',
  image: asset('/uploads/s1.jpg'),
  points: ['IS code compliant', 'Site support'],
  published: true,
  position: 1,
  version: 4,
  ta: { __typename: 'ServiceTamil', title: null, description: null, points: null },
};

export const categoriesResult = {
  data: {
    galleryCategories: [
      { __typename: 'GalleryCategory', id: 'c1', name: 'Interior' },
      { __typename: 'GalleryCategory', id: 'c2', name: 'Exterior' },
    ],
  },
};

/** An entry of the activity as the API answers it: Priya Raman updated the project "Green Villa" five minutes ago. */
export const activityEntry = (overrides: Record<string, unknown>) => ({
  __typename: 'ActivityEntry' as const,
  id: '1',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  actorId: 'u1',
  actorName: 'Priya Raman',
  byVisitor: false,
  action: 'updated',
  subject: 'project',
  subjectId: 'p1',
  label: 'Green Villa',
  subjectExists: true,
  ...overrides,
});
