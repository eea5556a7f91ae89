import { adminPath } from '@vriddhi/rules';
import { useState } from 'react';
import { Alert, SimpleGrid, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { FormCard } from '@/admin/ui/FormCard';
import { PublishedSwitch } from '@/admin/ui/PublishedSwitch';
import { TextField } from '@/admin/ui/TextField';
import { TAMIL_HINT, tamilLabel } from '@/admin/ui/tamil';
import { TamilTwin } from '@/admin/ui/TamilTwin';
import { AFTER_SAVE } from '@/admin/ui/LeaveGuard';
import { notifySaved } from '@/admin/ui/toaster';
import { useGoBack } from '@/admin/ui/use-go-back';
import { describeError, fieldErrors } from '@/admin/lib/graphql-errors';
import { useCreateGalleryImage } from './api/create-gallery-image';
import { batchSummary, isSendable, refusalText, type BatchPhoto } from './gallery-batch';
import { galleryInput, galleryServerErrors, validateGallery, validateGalleryBatch, type GalleryFormErrors } from './gallery-form-model';
import { GalleryCategoryField, useGalleryCategoryNames } from './GalleryCategoryField';
import { GalleryPhotosField } from './GalleryPhotosField';
import { titleFromFileName } from './photo-title';
import { usePhotoBatch } from './use-photo-batch';

const SUCCESS_MESSAGE = 'Image added successfully!';
const FAILURE_FALLBACK = 'Failed to upload image';

interface SharedValues {
  /** The title of the one photo (several photos each have their own). */
  title: string;
  /** Its title in Tamil (optional). */
  'ta.title': string;
  category: string;
  published: boolean;
}

/** What the admin sees after a save of several photos that left some refused. */
function BatchSummary({ text, anySaved }: { text: string; anySaved: boolean }) {
  return (
    <Alert.Root status={anySaved ? 'warning' : 'error'} borderRadius="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
        <Alert.Description>The refused photos are listed above with the reason. Fix or remove them, then try again.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Add Gallery: one photo with the title typed in, or many at once (each its own gallery image, with its own
 * title from the file name; one category and "Show on the site" for all), uploaded a few at a time.
 */
export function AddGalleryImagePage() {
  const goBack = useGoBack(adminPath('dashboard'));
  const navigate = useNavigate();
  const [createGalleryImage] = useCreateGalleryImage();
  const batch = usePhotoBatch();
  const categoryList = useGalleryCategoryNames();
  const [values, setValues] = useState<SharedValues>({ title: '', 'ta.title': '', category: '', published: true });
  const [errors, setErrors] = useState<GalleryFormErrors>({});
  // Once several photos were chosen the list stays, down to its last photo, so nothing jumps around.
  const [listMode, setListMode] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Shown above the buttons rather than as a toast: an upload's failure is worth reading in full.
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ text: string; anySaved: boolean } | null>(null);

  const set = <K extends keyof SharedValues>(key: K, value: SharedValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const addFiles = (files: File[]) => {
    setSummary(null);
    setFailure(null);
    setErrors((current) => ({ ...current, image: undefined }));
    const photos = batch.add(files, { replaceRefused: !listMode });
    if (listMode) return;
    const first = photos[0];
    if (photos.length > 1) {
      setListMode(true);
      // The titles typed for the first photo stay with it.
      if (first && values.title.trim() && !first.refusedInBrowser) batch.setTitle(first.key, values.title);
      if (first && values['ta.title'].trim() && !first.refusedInBrowser) batch.setTamilTitle(first.key, values['ta.title']);
    } else if (first && !first.refusedInBrowser && !values.title.trim()) {
      set('title', first.title);
    }
  };

  const removePhoto = (photo: BatchPhoto) => {
    const left = batch.remove(photo.key);
    if (left.length > 0) return;
    setListMode(false);
    setSummary(null);
    setFailure(null);
    if (!listMode && values.title === titleFromFileName(photo.name)) set('title', '');
  };

  const validate = (sendable: BatchPhoto[]): boolean => {
    const known = categoryList.names.map((category) => category.name);
    if (!listMode) {
      const found = validateGallery({ ...values, image: sendable[0]?.file ?? null }, 'create', known);
      setErrors(found);
      return Object.keys(found).length === 0;
    }
    const { errors: found, titleErrors } = validateGalleryBatch(values, sendable, known);
    setErrors(found);
    batch.setTitleErrors(titleErrors);
    return Object.keys(found).length === 0 && titleErrors.size === 0;
  };

  const submit = async () => {
    setFailure(null);
    setSummary(null);
    if (!validate(batch.photos.filter(isSendable))) return;
    setSubmitting(true);
    try {
      const result = await batch.send(
        (photo, context) =>
          createGalleryImage({
            variables: {
              input: galleryInput({
                ...values,
                ...(listMode ? { title: photo.title, 'ta.title': photo.tamilTitle } : {}),
                image: photo.file,
              }),
              image: photo.file!,
            },
            context,
          }),
        (error, photo) => ({
          problem: refusalText(photo.name, describeError(error, FAILURE_FALLBACK)),
          titleError: listMode ? galleryServerErrors(fieldErrors(error)).title : undefined,
        }),
      );
      if (result.refused === 0 && result.saved > 0) {
        notifySaved(result.saved === 1 ? SUCCESS_MESSAGE : batchSummary(result.saved, 0), values.published ? '/gallery' : null);
        navigate(adminPath('allGalleryImages'), { state: AFTER_SAVE });
        return;
      }
      const firstError = result.errors[0];
      if (!listMode) {
        setFailure(describeError(firstError, FAILURE_FALLBACK));
        const { title, category, image, 'ta.title': tamilTitle } = galleryServerErrors(fieldErrors(firstError));
        setErrors({ title, category, image, 'ta.title': tamilTitle });
        return;
      }
      batch.dropSaved();
      setSummary({ text: batchSummary(result.saved, result.refused), anySaved: result.saved > 0 });
      const category = result.errors.map((error) => galleryServerErrors(fieldErrors(error)).category).find(Boolean);
      if (category) setErrors((current) => ({ ...current, category }));
    } finally {
      setSubmitting(false);
    }
  };

  const single = listMode ? undefined : batch.photos[0];
  const inThisSave = batch.photos.filter((photo) => ['waiting', 'uploading', 'saved'].includes(photo.status));
  const savedSoFar = inThisSave.filter((photo) => photo.status === 'saved').length;

  return (
    <>
      <AdminPageHeader title="Add Gallery Image" subtitle="Upload new images to your project gallery" />
      <FormCard
        changed={batch.photos.length > 0 || values.title.trim() !== '' || values['ta.title'].trim() !== ''}
        label="Add gallery image"
        onSubmit={submit}
        onCancel={goBack}
        submitting={submitting}
        submitLabel="Add to Gallery"
        busyLabel="Processing..."
        progress={single?.progress ?? null}
        failure={
          (failure && (
            <Alert.Root status="error" borderRadius="lg" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )) ||
          (summary && <BatchSummary text={summary.text} anySaved={summary.anySaved} />) ||
          (listMode && submitting && (
            <Text fontSize="sm" color="fg.muted" textAlign="end">
              {`Saved ${savedSoFar} of ${inThisSave.length}…`}
            </Text>
          ))
        }
      >
        {!listMode && (
          <TamilTwin>
            <TextField
              label="Image Title"
              name="title"
              value={values.title}
              onChange={(title) => set('title', title)}
              error={errors.title}
              disabled={submitting}
              required
              placeholder="e.g. Living room interior"
            />
            <TextField
              label={tamilLabel('Image Title')}
              name="ta.title"
              value={values['ta.title']}
              onChange={(title) => set('ta.title', title)}
              error={errors['ta.title']}
              disabled={submitting}
              lang="ta"
              helper={TAMIL_HINT}
            />
          </TamilTwin>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <GalleryCategoryField
            value={values.category}
            onChange={(category) => set('category', category)}
            error={errors.category}
            disabled={submitting}
            list={categoryList}
          />
        </SimpleGrid>

        <GalleryPhotosField
          photos={batch.photos}
          listMode={listMode}
          onFiles={addFiles}
          onRemove={(key) => {
            const photo = batch.photos.find((candidate) => candidate.key === key);
            if (photo) removePhoto(photo);
          }}
          onTitleChange={batch.setTitle}
          onTamilTitleChange={batch.setTamilTitle}
          error={errors.image}
          notice={batch.limitNotice}
          disabled={submitting}
        />

        <PublishedSwitch value={values.published} onChange={(published) => set('published', published)} disabled={submitting} />
      </FormCard>
    </>
  );
}
