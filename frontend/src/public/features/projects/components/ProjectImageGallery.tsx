import { Box, Flex, styled } from '@/styled-system/jsx';
import { PHONE_COLUMN } from '@/public/components/image/column-widths';
import { altOf, focalPosition, imageSource, ResponsiveImage } from '@/public/components/image/ResponsiveImage';
import { Heading, Text } from '@/public/components/ui';
import type { ProjectImageItem } from './project-images';
import { useI18n } from '@/public/i18n/context';
import type { Translator } from '@/public/i18n/intl';

const MAIN_IMAGE_SIZES = `(min-width: 1280px) 800px, (min-width: 1024px) 66vw, (min-width: 768px) 100vw, ${PHONE_COLUMN}`;

function imageAlt(t: Translator['t'], title: string, index: number, count: number): string {
  return count > 1 ? t('project.imageAlt', { title, index: index + 1, count }) : title;
}

/**
 * The main image, and below it a 'Gallery' strip of thumbnails when the project has more than one image.
 * Rendered with the project's main image selected; each thumbnail carries what the main image needs to
 * show its picture (`data-src`, `data-srcset`, size and alt text), and the project-gallery island
 * (ProjectImageGallery.island.ts, beside it) swaps those into the main image when a thumbnail is chosen.
 */
export function ProjectImageGallery({ title, items }: { title: string; items: ProjectImageItem[] }) {
  const { t } = useI18n();
  const current = items[0] ?? { key: 'none', image: null, src: null };
  const many = items.length > 1;
  return (
    <Box data-island={many ? 'ProjectImageGallery' : undefined} data-island-load={many ? 'visible' : undefined}>
      <Box position="relative" borderRadius="2xl" overflow="hidden" bg="bg.muted" aspectRatio={{ base: '4 / 3', md: '16 / 10' }} boxShadow="lg">
        <ResponsiveImage
          image={current.image}
          src={current.src}
          alt={imageAlt(t, title, 0, items.length)}
          sizes={MAIN_IMAGE_SIZES}
          priority
          w="full"
          h="full"
          objectFit="cover"
          css={{ '&[data-fade-in]': { animation: 'fade-in 0.35s ease-out' } }}
          data-testid="project-main-image"
          data-gallery-main=""
          data-sizes={MAIN_IMAGE_SIZES}
        />
        {many && (
          <Text
            data-gallery-counter=""
            position="absolute"
            right="4"
            bottom="4"
            px="3"
            py="1"
            borderRadius="full"
            bg="blackAlpha.600"
            color="white"
            fontSize="xs"
            fontWeight="semibold"
            aria-hidden="true"
          >
            1 / {items.length}
          </Text>
        )}
      </Box>
      <Text data-gallery-caption="" hidden={!current.image?.caption?.trim()} mt="3" fontSize="sm" color="fg.muted" textAlign="center">
        {current.image?.caption?.trim()}
      </Text>
      {many && (
        <Box as="section" aria-labelledby="gallery-title" mt="8">
          <Heading as="h2" id="gallery-title" size="lg" mb="4">
            {t('project.gallery')}
          </Heading>
          <Flex as="ul" listStyleType="none" gap="3" overflowX="auto" pb="2" css={{ scrollbarWidth: 'thin' }}>
            {items.map((item, i) => {
              const source = imageSource(item.image, item.src);
              return (
                <li key={item.key}>
                  <styled.button
                    type="button"
                    aria-label={t('project.showImage', { index: i + 1, count: items.length })}
                    aria-pressed={i === 0}
                    data-src={source.src}
                    data-srcset={source.srcSet}
                    data-width={source.width}
                    data-height={source.height}
                    data-missing={source.missing ? '' : undefined}
                    data-alt={altOf(item.image, imageAlt(t, title, i, items.length))}
                    data-caption={item.image?.caption?.trim() || undefined}
                    data-position={focalPosition(item.image) ?? undefined}
                    display="block"
                    w={{ base: '24', md: '28' }}
                    h={{ base: '4.5rem', md: '20' }}
                    flexShrink={0}
                    borderRadius="lg"
                    overflow="hidden"
                    borderWidth="3px"
                    borderColor="transparent"
                    opacity={0.7}
                    transition="opacity 0.2s, border-color 0.2s"
                    _hover={{ opacity: 1 }}
                    cursor="pointer"
                    css={{ '&[aria-pressed=true]': { borderColor: 'brand.600', opacity: 1 } }}
                  >
                    <ResponsiveImage
                      image={item.image}
                      src={item.src}
                      alt={imageAlt(t, title, i, items.length)}
                      sizes="112px"
                      lowPriority
                      w="full"
                      h="full"
                      objectFit="cover"
                    />
                  </styled.button>
                </li>
              );
            })}
          </Flex>
        </Box>
      )}
    </Box>
  );
}
