import { Button, Flex, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { PhotoDetailsDialog, type DescribedPhoto } from './PhotoDetailsDialog';

interface PhotoDetailsBarProps {
  /** The item's current photo (its stored asset); nothing is shown without one. */
  photo: DescribedPhoto | null | undefined;
  /** The item's title: what the pages say when the photo has no alt text. */
  title: string;
}

/** Above an edit form: whether the photo is described, and a button to its alt text, caption and focal point. */
export function PhotoDetailsBar({ photo, title }: PhotoDetailsBarProps) {
  const [open, setOpen] = useState(false);
  if (!photo) return null;
  const alt = photo.alt?.trim();
  return (
    <>
      <Flex mb="5" maxW="3xl" gap="3" align="center" wrap="wrap" bg={alt ? 'gray.50' : 'orange.50'} borderRadius="lg" p="3" role="note">
        <Text fontSize="sm" flex="1" minW="60">
          {alt ? `Alt text: “${alt}”` : 'This photo has no alt text yet: screen readers will only say the title. You can still save.'}
        </Text>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <FileText /> Photo details
        </Button>
      </Flex>
      <PhotoDetailsDialog photo={open ? photo : null} fallbackAlt={title} onClose={() => setOpen(false)} />
    </>
  );
}
