import { useState } from 'react';
import { Center, Image, Text, type ImageProps } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';

export interface ImageAssetLike {
  url: string;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

interface AdminImageProps extends Omit<ImageProps, 'src' | 'srcSet'> {
  /** Stored path (`/uploads/…`), used when there is no asset. */
  src?: string | null;
  asset?: ImageAssetLike | null;
  alt: string;
  sizes?: string;
}

/** An uploaded image with srcset, lazy loading and a placeholder when missing or broken. */
export function AdminImage({ src, asset, alt, sizes, ...rest }: AdminImageProps) {
  const url = asset?.url || src || '';
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!url || failedUrl === url) {
    return (
      <Center
        bg="gray.100"
        color="gray.400"
        flexDirection="column"
        gap="1"
        {...(rest as object)}
        role="img"
        aria-label={alt ? `${alt} (no image)` : 'No image'}
      >
        <ImageOff size={28} aria-hidden />
        <Text fontSize="xs">No image</Text>
      </Center>
    );
  }

  return (
    <Image
      src={url}
      srcSet={asset?.srcset || undefined}
      sizes={asset?.srcset ? sizes : undefined}
      htmlWidth={asset?.width ?? undefined}
      htmlHeight={asset?.height ?? undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      {...rest}
    />
  );
}
