import { Box, chakra, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Images, ZoomIn } from 'lucide-react';
import { EmptyState, LoadingRegion, SkeletonBlock } from '../../../components/feedback/States';
import { ResponsiveImage } from '../../../components/image/ResponsiveImage';
import { Button } from '../../../components/ui';
import { usePublicGalleryImages } from '../api/get-gallery-images';
import { Lightbox, lightboxTileAttributes } from './Lightbox';

function EmptyGallery() {
  return (
    <EmptyState headingLevel="h2" icon={<Images size={26} aria-hidden="true" />} title="No Gallery found" description="There are no gallery available yet" />
  );
}

/**
 * The gallery grid with a category filter and the lightbox, rendered with every image: the gallery island
 * (src/islands/gallery.ts) filters on the chips (`aria-pressed`, the other tiles `hidden`) and opens the
 * lightbox. Without JavaScript each thumbnail is a link to the full image.
 */
export function GalleryGrid() {
  const { data, loading, error } = usePublicGalleryImages();
  // A failed gallery fetch is only logged (on the server); visitors see the empty gallery, not an error.
  if (error) console.error('Failed to fetch gallery images', error);

  const images = data?.galleryImages ?? [];
  const categories = [...new Set(images.map((i) => i.category.trim()).filter(Boolean))].sort();

  if (loading && !data) {
    return (
      <LoadingRegion label="Loading gallery">
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }}>
          {Array.from({ length: 8 }, (_, i) => (
            <SkeletonBlock key={i} aspectRatio="1" borderRadius="xl" />
          ))}
        </SimpleGrid>
      </LoadingRegion>
    );
  }
  if (error || images.length === 0) return <EmptyGallery />;

  return (
    <Box data-island="gallery">
      {categories.length > 1 && (
        <Flex role="group" aria-label="Filter images by category" gap="2.5" mb={{ base: '8', md: '10' }} overflowX="auto" justify={{ base: 'start', md: 'center' }} mx={{ base: '-5', md: '0' }} px={{ base: '5', md: '0' }} pb="1">
          {['all', ...categories].map((c) => (
            <Button key={c} variant="chip" aria-pressed={c === 'all'} data-filter={c} flexShrink={0} textTransform="capitalize">
              {c === 'all' ? 'All' : c}
            </Button>
          ))}
        </Flex>
      )}
      <SimpleGrid as="ul" listStyleType="none" css={{ '& > li[hidden]': { display: 'none' } }} columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }}>
        {images.map((image) => (
          <li key={image.id}>
            <chakra.a
              {...lightboxTileAttributes(image)}
              aria-label={`Open image: ${image.title}`}
              className="group"
              position="relative"
              display="block"
              w="full"
              aspectRatio="1"
              borderRadius="xl"
              overflow="hidden"
              bg="bg.muted"
              cursor="zoom-in"
              boxShadow="sm"
              transition="box-shadow 0.25s"
              _hover={{ boxShadow: 'lg' }}
            >
              <ResponsiveImage
                image={image.image}
                src={image.imageUrl}
                alt={image.title}
                sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                w="full"
                h="full"
                objectFit="cover"
                transition="transform 0.6s cubic-bezier(0.2, 0.7, 0.2, 1)"
                _groupHover={{ transform: 'scale(1.07)' }}
              />
              <Flex
                position="absolute"
                inset="0"
                direction="column"
                justify="end"
                align="start"
                p={{ base: '3', md: '4' }}
                bgGradient="to-t"
                gradientFrom="rgba(12,10,9,0.8)"
                gradientVia="rgba(12,10,9,0.1)"
                gradientTo="transparent"
                color="white"
                textAlign="start"
                opacity={{ base: 1, md: 0 }}
                transition="opacity 0.3s"
                _groupHover={{ opacity: 1 }}
                _groupFocusVisible={{ opacity: 1 }}
              >
                <Box position="absolute" top="3" right="3" w="9" h="9" borderRadius="full" bg="whiteAlpha.300" display={{ base: 'none', md: 'flex' }} alignItems="center" justifyContent="center">
                  <ZoomIn size={18} aria-hidden="true" />
                </Box>
                <Text fontWeight="semibold" fontSize={{ base: 'xs', md: 'sm' }} lineClamp={1}>
                  {image.title}
                </Text>
                <Text fontSize="xs" color="whiteAlpha.800" textTransform="capitalize" display={{ base: 'none', md: 'block' }}>
                  {image.category}
                </Text>
              </Flex>
            </chakra.a>
          </li>
        ))}
      </SimpleGrid>
      <Lightbox first={images[0]} />
    </Box>
  );
}
