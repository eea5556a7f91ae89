import { useState } from 'react';
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { PHOTO_ALT_MAX, PHOTO_CAPTION_MAX } from '@vriddhi/rules';
import { describeError } from '@/admin/lib/graphql-errors';
import { AdminImage } from '@/admin/ui/AdminImage';
import { FormField } from '@/admin/ui/FormField';
import { tamilLabel } from '@/admin/ui/tamil';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import { useUpdatePhotoDetails } from './api/update-photo-details';
import type { DescribedPhoto } from './PhotoDetailsDialog';
import { photoTamilInput } from './photo-tamil';

interface Words {
  alt: string;
  caption: string;
  taAlt: string;
  taCaption: string;
}

const wordsOf = (photo: DescribedPhoto): Words => ({
  alt: photo.alt ?? '',
  caption: photo.caption ?? '',
  taAlt: photo.ta?.alt ?? '',
  taCaption: photo.ta?.caption ?? '',
});
const same = (a: Words, b: Words) => (Object.keys(a) as (keyof Words)[]).every((key) => a[key].trim() === b[key].trim());

/**
 * Every photo of an item with its words in one list, saved with one button: quicker than a dialog per
 * photo. Each photo is saved on its own; the focal point each has is kept.
 */
export function DescribeAllPhotos({ photos, onClose }: { photos: DescribedPhoto[]; onClose: () => void }) {
  const update = useUpdatePhotoDetails();
  const [words, setWords] = useState<Record<string, Words>>(() => Object.fromEntries(photos.map((photo) => [photo.url, wordsOf(photo)])));
  const [saving, setSaving] = useState(false);
  const changed = photos.filter((photo) => !same(words[photo.url] ?? wordsOf(photo), wordsOf(photo)));
  const set = (url: string, change: Partial<Words>) => setWords((current) => ({ ...current, [url]: { ...current[url], ...change } }));

  const save = async () => {
    setSaving(true);
    let saved = 0;
    try {
      for (const photo of changed) {
        const { alt, caption, taAlt, taCaption } = words[photo.url];
        const focal = photo.focalPoint ?? null;
        await update({
          variables: {
            url: photo.url,
            input: {
              alt: alt.trim() || null,
              caption: caption.trim() || null,
              focalX: focal?.x ?? null,
              focalY: focal?.y ?? null,
              ta: photoTamilInput(taAlt, taCaption),
            },
          },
        });
        saved += 1;
      }
      notifySuccess(saved === 1 ? '1 photo described' : `${saved} photos described`, 'The website shows the new words now.');
      onClose();
    } catch (caught) {
      const kept = saved > 0 ? `${saved} saved; ` : '';
      notifyError(`${kept}photo ${photos.indexOf(changed[saved]) + 1} could not be saved`, describeError(caught, 'Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box as="section" aria-label="Describe all photos" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '3', md: '5' }} mb="4">
      <Text color="fg.muted" fontSize="sm" mb="4">
        Say what each photo shows, for people who can&apos;t see it (screen readers read it aloud, and search engines use it). The caption shows under the photo
        when a visitor opens it.
      </Text>
      <Stack as="ol" listStyleType="none" gap="4">
        {photos.map((photo, index) => (
          <Flex as="li" key={photo.url} gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }}>
            <AdminImage src={photo.url} alt="" width={{ base: 'full', sm: '40' }} aspectRatio={16 / 10} objectFit="cover" borderRadius="md" sizes="160px" />
            <Stack gap="2" flex="1">
              <FormField label={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}: describe it for people who can't see it`}>
                {(describedBy) => (
                  <Input
                    aria-describedby={describedBy}
                    value={words[photo.url].alt}
                    maxLength={PHOTO_ALT_MAX}
                    disabled={saving}
                    onChange={(event) => set(photo.url, { alt: event.target.value })}
                  />
                )}
              </FormField>
              <FormField label={`Photo ${index + 1}: ${tamilLabel('describe it')}`}>
                {(describedBy) => (
                  <Input
                    aria-describedby={describedBy}
                    lang="ta"
                    value={words[photo.url].taAlt}
                    maxLength={PHOTO_ALT_MAX}
                    disabled={saving}
                    onChange={(event) => set(photo.url, { taAlt: event.target.value })}
                  />
                )}
              </FormField>
              <FormField label={`Photo ${index + 1}: caption`}>
                {(describedBy) => (
                  <Input
                    aria-describedby={describedBy}
                    value={words[photo.url].caption}
                    maxLength={PHOTO_CAPTION_MAX}
                    disabled={saving}
                    onChange={(event) => set(photo.url, { caption: event.target.value })}
                  />
                )}
              </FormField>
              <FormField label={`Photo ${index + 1}: ${tamilLabel('caption')}`}>
                {(describedBy) => (
                  <Input
                    aria-describedby={describedBy}
                    lang="ta"
                    value={words[photo.url].taCaption}
                    maxLength={PHOTO_CAPTION_MAX}
                    disabled={saving}
                    onChange={(event) => set(photo.url, { taCaption: event.target.value })}
                  />
                )}
              </FormField>
            </Stack>
          </Flex>
        ))}
      </Stack>
      <Flex gap="2" mt="4" justify="flex-end">
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button colorPalette="brand" onClick={() => void save()} loading={saving} loadingText="Saving…" disabled={changed.length === 0}>
          Save descriptions{changed.length > 0 ? ` (${changed.length})` : ''}
        </Button>
      </Flex>
    </Box>
  );
}
