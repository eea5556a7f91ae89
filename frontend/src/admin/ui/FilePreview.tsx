import { useState } from 'react';
import { Center, Image, type ImageProps } from '@chakra-ui/react';
import { ImageIcon } from 'lucide-react';
import { useObjectUrl } from './use-object-url';

/** A local preview of a chosen file; a neutral tile when the browser cannot draw it (e.g. HEIC). */
export function FilePreview({ file, ...rest }: { file: File } & Omit<ImageProps, 'src' | 'alt'>) {
  const url = useObjectUrl(file);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const alt = `Preview of ${file.name}`;
  if (url && failedUrl === url) {
    return (
      <Center bg="gray.100" color="gray.400" role="img" aria-label={alt} {...(rest as object)}>
        <ImageIcon size={28} aria-hidden />
      </Center>
    );
  }
  return <Image src={url ?? undefined} alt={alt} onError={() => url && setFailedUrl(url)} {...rest} />;
}
