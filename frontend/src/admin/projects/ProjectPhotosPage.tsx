import { adminPath } from '@vriddhi/rules';
import { Badge, Box, Button, Flex, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, FileText, Star, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminProjectQuery } from '@/gql/graphql';
import { describeError } from '@/admin/lib/graphql-errors';
import { DescribeAllPhotos } from '@/admin/photos/DescribeAllPhotos';
import { PhotoDetailsDialog, type DescribedPhoto } from '@/admin/photos/PhotoDetailsDialog';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { AdminImage, type ImageAssetLike } from '@/admin/ui/AdminImage';
import { SortableList } from '@/admin/ui/SortableList';
import { notifyError } from '@/admin/ui/toaster';
import { useAdminProject } from './api/get-admin-project';
import { useProjectPhotoOrder } from './api/project-photos';

type AdminProject = NonNullable<AdminProjectQuery['project']>;

interface Photo {
  url: string;
  asset: (ImageAssetLike & DescribedPhoto) | null;
}

/** The cover (main image) first, then the extra photos, in their order. */
export function photosOf(project: Pick<AdminProject, 'imageUrl' | 'image' | 'images' | 'extraImages'>): Photo[] {
  return [{ url: project.imageUrl, asset: project.image ?? null }, ...project.images.map((url, i) => ({ url, asset: project.extraImages[i] ?? null }))];
}

/** Photos the pages describe only by the project's title. */
export function photosWithoutAlt(photos: readonly Photo[]): number {
  return photos.filter((photo) => !photo.asset?.alt?.trim()).length;
}

/** "Photo 3" or the photo's alt text: how the handles and announcements name it. */
const nameOf = (photo: Photo, index: number) => photo.asset?.alt?.trim() || `Photo ${index + 1}`;

/** A project's photos: their order (drag, keyboard or arrows), the cover, and each one's words and focal point. */
export function ProjectPhotosPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useAdminProject(id);
  return (
    <AdminEditScreen
      title="Project photos"
      subtitle="Choose the order and the cover, and describe each photo"
      record={data?.project}
      loading={loading}
      error={error}
      loadingLabel="Loading photos…"
      failure={(caught) => ({ message: 'Failed to load the project.', detail: caught ? undefined : 'This project does not exist or was deleted.' })}
      onBack={() => navigate(adminPath('allProjects'))}
    >
      {(project) => <PhotoBoard project={project} />}
    </AdminEditScreen>
  );
}

function PhotoBoard({ project }: { project: AdminProject }) {
  const saved = photosOf(project);
  const { reorder, setCover } = useProjectPhotoOrder(project.id);
  // The order on screen while a change is on its way (the server's answer then replaces it).
  const [pending, setPending] = useState<string[] | null>(null);
  const [status, setStatus] = useState('');
  const [describing, setDescribing] = useState<DescribedPhoto | null>(null);
  const [describingAll, setDescribingAll] = useState(false);
  const byUrl = new Map(saved.map((photo) => [photo.url, photo]));
  const photos = pending ? pending.map((url) => byUrl.get(url)).filter((photo): photo is Photo => !!photo) : saved;
  const missingAlt = photosWithoutAlt(saved);

  const send = async (order: string[], change: () => Promise<unknown>, done: string) => {
    setPending(order);
    setStatus('Saving…');
    try {
      await change();
      setStatus(done);
    } catch (caught) {
      setStatus('');
      notifyError('The photos could not be rearranged', describeError(caught, '') || undefined);
    } finally {
      setPending(null);
    }
  };
  const move = (order: string[]) => send(order, () => reorder(order), 'Order saved. The website shows it now.');
  const makeCover = (url: string) =>
    send([url, ...photos.map((photo) => photo.url).filter((other) => other !== url)], () => setCover(url), 'Cover changed. The website shows it now.');
  const shift = (index: number, by: -1 | 1) => {
    const order = photos.map((photo) => photo.url);
    [order[index], order[index + by]] = [order[index + by], order[index]];
    void move(order);
  };

  return (
    <Box>
      <Flex mb="4" gap="3" wrap="wrap" align="center" justify="space-between">
        <Text color="fg.muted">
          “{project.title}”: the first photo is the cover, shown on the cards and at the top of the project’s page. Drag a photo by its handle, or use the
          arrows.
        </Text>
        <Flex gap="2" wrap="wrap">
          {!describingAll && (
            <Button variant="outline" onClick={() => setDescribingAll(true)}>
              <FileText /> Describe all photos
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={adminPath('editProject', project.id)}>Back to the project</Link>
          </Button>
        </Flex>
      </Flex>
      {describingAll && <DescribeAllPhotos photos={saved.map((photo) => ({ url: photo.url, ...photo.asset }))} onClose={() => setDescribingAll(false)} />}
      {missingAlt > 0 && (
        <Flex role="note" gap="2" align="flex-start" bg="orange.50" color="orange.900" borderRadius="lg" p="3" mb="4">
          <TriangleAlert size={18} aria-hidden />
          <Text fontSize="sm">
            {missingAlt === 1 ? '1 photo has' : `${missingAlt} photos have`} no alt text: screen readers will only say “{project.title}”. Use “Details” to
            describe what each photo shows, or “Describe all photos” for all of them in one list.
          </Text>
        </Flex>
      )}
      <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted" minH="5" mb="2">
        {status}
      </Text>
      <SortableList
        items={photos}
        layout="grid"
        idOf={(photo) => photo.url}
        nameOf={(photo) => nameOf(photo, photos.indexOf(photo))}
        onReorder={(order) => void move(order)}
        disabled={pending !== null}
        renderList={(tiles) => (
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 2, lg: 3 }} gap={{ base: '3', md: '4' }}>
            {tiles}
          </SimpleGrid>
        )}
        renderItem={(photo, handle, index) => (
          <Box bg="white" borderWidth="1px" borderRadius="xl" overflow="hidden" shadow="sm">
            <Box position="relative">
              <AdminImage
                src={photo.url}
                asset={photo.asset}
                alt={photo.asset?.alt?.trim() || `${project.title}, photo ${index + 1}`}
                sizes="(min-width: 1024px) 30vw, 50vw"
                aspectRatio={16 / 10}
                w="full"
                objectFit="cover"
                style={photo.asset?.focalPoint ? { objectPosition: `${photo.asset.focalPoint.x * 100}% ${photo.asset.focalPoint.y * 100}%` } : undefined}
              />
              <HStack position="absolute" top="2" left="2" right="2" gap="1.5" wrap="wrap">
                <Badge colorPalette="gray" variant="solid">
                  {index + 1}
                </Badge>
                {index === 0 && (
                  <Badge colorPalette="brand" variant="solid" gap="1">
                    <Star size={12} aria-hidden /> Cover
                  </Badge>
                )}
                {!photo.asset?.alt?.trim() && (
                  <Badge colorPalette="orange" variant="solid">
                    No alt text
                  </Badge>
                )}
              </HStack>
              {index > 0 && (
                <Button
                  position="absolute"
                  bottom="2"
                  right="2"
                  size={{ base: 'xs', sm: 'sm' }}
                  bg="white"
                  color="gray.800"
                  shadow="md"
                  _hover={{ bg: 'gray.100' }}
                  disabled={pending !== null}
                  onClick={() => void makeCover(photo.url)}
                  aria-label={`Make ${nameOf(photo, index)} the cover`}
                >
                  <Star /> Make cover
                </Button>
              )}
            </Box>
            <Flex align="center" gap={{ base: '0', sm: '1' }} px="1" py="1">
              {handle}
              <IconButton
                aria-label={`Move ${nameOf(photo, index)} earlier`}
                size={{ base: 'sm', sm: 'md' }}
                variant="ghost"
                disabled={pending !== null || index === 0}
                onClick={() => shift(index, -1)}
              >
                <ArrowLeft />
              </IconButton>
              <IconButton
                aria-label={`Move ${nameOf(photo, index)} later`}
                size={{ base: 'sm', sm: 'md' }}
                variant="ghost"
                disabled={pending !== null || index === photos.length - 1}
                onClick={() => shift(index, 1)}
              >
                <ArrowRight />
              </IconButton>
              <Box flex="1" />
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDescribing({ url: photo.url, ...photo.asset })}
                aria-label={`Details of ${nameOf(photo, index)}`}
              >
                <FileText />
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  Details
                </Box>
              </Button>
            </Flex>
          </Box>
        )}
      />
      <PhotoDetailsDialog photo={describing} fallbackAlt={project.title} onClose={() => setDescribing(null)} />
    </Box>
  );
}
