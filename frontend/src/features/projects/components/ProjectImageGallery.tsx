import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/image/ResponsiveImage';
import { Heading } from '../../../components/ui';
import type { ProjectImageItem } from './project-images';

/**
 * The main image, and below it a 'Gallery' strip of thumbnails when the project has more than one image.
 * The selected image starts as the project's main image; choosing a thumbnail shows it as the main image.
 */
export function ProjectImageGallery({ title, items }: { title: string; items: ProjectImageItem[] }) {
  const [selected, setSelected] = useState(0);
  const current = items[selected] ?? items[0] ?? { key: 'none', image: null, src: null };
  const many = items.length > 1;
  return (
    <Box>
      <Box position="relative" borderRadius="2xl" overflow="hidden" bg="bg.muted" aspectRatio={{ base: '4 / 3', md: '16 / 10' }} boxShadow="lg">
        <ResponsiveImage
          key={current.key}
          image={current.image}
          src={current.src}
          alt={many ? `${title}, image ${selected + 1} of ${items.length}` : title}
          sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
          priority
          w="full"
          h="full"
          objectFit="cover"
          animation="fade-in 0.35s ease-out"
          data-testid="project-main-image"
        />
        {many && (
          <Text position="absolute" right="4" bottom="4" px="3" py="1" borderRadius="full" bg="blackAlpha.600" color="white" fontSize="xs" fontWeight="semibold" aria-hidden="true">
            {selected + 1} / {items.length}
          </Text>
        )}
      </Box>
      {many && (
        <Box as="section" aria-labelledby="gallery-title" mt="8">
          <Heading as="h2" id="gallery-title" size="lg" mb="4">
            Gallery
          </Heading>
          <Flex as="ul" listStyleType="none" gap="3" overflowX="auto" pb="2" css={{ scrollbarWidth: 'thin' }}>
            {items.map((item, i) => (
              <li key={item.key}>
                <chakra.button
                  type="button"
                  onClick={() => setSelected(i)}
                  aria-label={`Show image ${i + 1} of ${items.length}`}
                  aria-pressed={i === selected}
                  display="block"
                  w={{ base: '24', md: '28' }}
                  h={{ base: '4.5rem', md: '20' }}
                  flexShrink={0}
                  borderRadius="lg"
                  overflow="hidden"
                  borderWidth="3px"
                  borderColor={i === selected ? 'brand.600' : 'transparent'}
                  opacity={i === selected ? 1 : 0.7}
                  transition="opacity 0.2s, border-color 0.2s"
                  _hover={{ opacity: 1 }}
                  cursor="pointer"
                >
                  <ResponsiveImage image={item.image} src={item.src} alt="" sizes="112px" w="full" h="full" objectFit="cover" />
                </chakra.button>
              </li>
            ))}
          </Flex>
        </Box>
      )}
    </Box>
  );
}
