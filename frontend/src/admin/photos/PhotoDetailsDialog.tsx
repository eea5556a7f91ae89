import { Box, Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { PHOTO_ALT_MAX, PHOTO_CAPTION_MAX } from '@vriddhi/rules';
import { useState } from 'react';
import { describeError, fieldErrors } from '@/admin/lib/graphql-errors';
import { TextField } from '@/admin/ui/TextField';
import { TAMIL_HINT, tamilLabel } from '@/admin/ui/tamil';
import { photoTamilInput } from './photo-tamil';
import { notifySuccess } from '@/admin/ui/toaster';
import { useUpdatePhotoDetails } from './api/update-photo-details';
import { FocalPointPicker, type FocalPoint } from './FocalPointPicker';

export interface DescribedPhoto {
  url: string;
  alt?: string | null;
  caption?: string | null;
  focalPoint?: FocalPoint | null;
  /** The words in Tamil as stored (none: the Tamil pages show the English). */
  ta?: { alt?: string | null; caption?: string | null } | null;
}

interface PhotoDetailsDialogProps {
  photo: DescribedPhoto | null;
  /** What the pages say when the photo has no alt text: the item's title. */
  fallbackAlt: string;
  onClose: () => void;
}

/** How a crop of the photo looks at an aspect ratio, with the focal point kept in frame. */
function CropPreview({ src, focal, ratio, label }: { src: string; focal: FocalPoint | null; ratio: string; label: string }) {
  const position = focal ? `${Math.round(focal.x * 100)}% ${Math.round(focal.y * 100)}%` : '50% 50%';
  return (
    <Box flex="1" minW="0">
      <Box aspectRatio={ratio} borderRadius="md" overflow="hidden" bg="gray.100">
        <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: position }} />
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {label}
      </Text>
    </Box>
  );
}

/** A photo's alt text, caption and focal point, saved at once for every page showing it. */
export function PhotoDetailsDialog({ photo, fallbackAlt, onClose }: PhotoDetailsDialogProps) {
  return (
    <Dialog.Root
      open={!!photo}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>{photo && <PhotoDetailsForm key={photo.url} photo={photo} fallbackAlt={fallbackAlt} onClose={onClose} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PhotoDetailsForm({ photo, fallbackAlt, onClose }: { photo: DescribedPhoto; fallbackAlt: string; onClose: () => void }) {
  const update = useUpdatePhotoDetails();
  const [alt, setAlt] = useState(photo.alt ?? '');
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [taAlt, setTaAlt] = useState(photo.ta?.alt ?? '');
  const [taCaption, setTaCaption] = useState(photo.ta?.caption ?? '');
  const [focal, setFocal] = useState<FocalPoint | null>(photo.focalPoint ? { x: photo.focalPoint.x, y: photo.focalPoint.y } : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      await update({
        variables: { url: photo.url, input: { alt, caption, focalX: focal?.x ?? null, focalY: focal?.y ?? null, ta: photoTamilInput(taAlt, taCaption) } },
      });
      notifySuccess('Photo details saved', 'The website uses them at once.');
      onClose();
    } catch (caught) {
      const fields = fieldErrors(caught);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : describeError(caught, 'The photo details could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Photo details</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <TextField
            label="Alt text"
            name="alt"
            value={alt}
            onChange={setAlt}
            error={errors.alt}
            rows={2}
            placeholder={fallbackAlt}
            helper={`What the photo shows, for people who cannot see it (read aloud by screen readers). Left empty, the website says "${fallbackAlt}". At most ${PHOTO_ALT_MAX} characters.`}
          />
          <TextField
            label={tamilLabel('Alt text')}
            name="ta.alt"
            value={taAlt}
            onChange={setTaAlt}
            error={errors['ta.alt']}
            rows={2}
            lang="ta"
            helper={TAMIL_HINT}
          />
          <TextField
            label="Caption"
            name="caption"
            value={caption}
            onChange={setCaption}
            error={errors.caption}
            helper={`Shown under the photo when it is opened on the website (optional, at most ${PHOTO_CAPTION_MAX} characters).`}
          />
          <TextField label={tamilLabel('Caption')} name="ta.caption" value={taCaption} onChange={setTaCaption} error={errors['ta.caption']} lang="ta" />
          <Box>
            <Text fontWeight="medium" mb="2">
              Focal point
            </Text>
            <FocalPointPicker src={photo.url} value={focal} onChange={setFocal} />
            {errors.focalX && (
              <Text color="fg.error" fontSize="sm" role="alert" mt="1">
                {errors.focalX}
              </Text>
            )}
            <Flex gap="3" mt="3" align="flex-start">
              <CropPreview src={photo.url} focal={focal} ratio="1 / 1" label="Square (thumbnails)" />
              <CropPreview src={photo.url} focal={focal} ratio="16 / 10" label="Cards" />
              <CropPreview src={photo.url} focal={focal} ratio="1200 / 630" label="Link previews" />
            </Flex>
            <Button variant="ghost" size="sm" mt="2" onClick={() => setFocal(null)} disabled={!focal}>
              Use the centre
            </Button>
          </Box>
          {failure && (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button colorPalette="brand" onClick={save} loading={saving} loadingText="Saving…">
          Save details
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
