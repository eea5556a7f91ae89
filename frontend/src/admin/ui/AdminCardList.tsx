import type { ReactNode } from 'react';
import { Box, Button, chakra, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminImage, type ImageAssetLike } from './AdminImage';
import { HiddenBadge } from './HiddenBadge';
import { NoTamilBadge } from './NoTamilBadge';
import { DeletingOverlay, ItemActions } from './ItemActions';
import { EmptyState, ErrorState, LoadingState } from './StatusViews';

export function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild colorPalette="brand">
      <Link to={to}>
        <Plus /> {label}
      </Link>
    </Button>
  );
}

interface AdminCardListProps {
  /** Nothing loaded yet, and still loading / failed. */
  loading: boolean;
  failed: boolean;
  empty: boolean;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
  /** Offered when the list is empty. */
  addLink: { to: string; label: string };
  columns: SimpleGridProps['columns'];
  gap?: SimpleGridProps['gap'];
  children: ReactNode;
}

/** An admin list's states (loading, error, empty) and its grid of cards. */
export function AdminCardList({ loading, failed, empty, loadingLabel, errorMessage, emptyMessage, addLink, columns, gap = '5', children }: AdminCardListProps) {
  if (loading) return <LoadingState label={loadingLabel} />;
  if (failed) return <ErrorState message={errorMessage} />;
  if (empty) return <EmptyState message={emptyMessage} action={<AddLink {...addLink} />} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={gap}>
      {children}
    </SimpleGrid>
  );
}

export interface AdminCardImage {
  src?: string | null;
  asset?: ImageAssetLike | null;
  sizes: string;
  aspectRatio: number;
}

interface AdminCardProps {
  title: string;
  /** Not shown on the site: marked with a "Hidden" badge. */
  hidden?: boolean;
  image: AdminCardImage;
  /** No Tamil title yet: marked with a "No Tamil" badge. */
  noTamil?: boolean;
  /** Shown over the image's top-left corner (a category badge). */
  imageBadge?: ReactNode;
  editTo: string;
  onDelete: () => void;
  deleting: boolean;
  children: ReactNode;
  /** Under the body: the card's one-tap actions. */
  footer?: ReactNode;
  /** While choosing several: whether this one is chosen, and its toggle. */
  selection?: { checked: boolean; onToggle: () => void };
}

/** One item of an admin list: image with hover edit and delete, the body below, an overlay while deleting. */
export function AdminCard({ title, hidden, noTamil, image, imageBadge, editTo, onDelete, deleting, children, footer, selection }: AdminCardProps) {
  return (
    <Box
      as="li"
      className="admin-card"
      position="relative"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="gray.200"
      overflow="hidden"
      shadow="xs"
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
      aria-busy={deleting || undefined}
    >
      <Box position="relative">
        <AdminImage src={image.src} asset={image.asset} sizes={image.sizes} alt={title} w="full" aspectRatio={image.aspectRatio} objectFit="cover" />
        {imageBadge}
        {hidden && <HiddenBadge position="absolute" bottom="2" left="2" />}
        {noTamil && <NoTamilBadge position="absolute" bottom="2" right="2" />}
        {selection && (
          <chakra.label position="absolute" inset="0" zIndex="1" cursor="pointer" bg={selection.checked ? 'blackAlpha.300' : 'transparent'}>
            <chakra.input
              type="checkbox"
              checked={selection.checked}
              onChange={selection.onToggle}
              aria-label={`Choose ${title}`}
              position="absolute"
              top="2"
              left="2"
              w="6"
              h="6"
              accentColor="var(--chakra-colors-brand-600)"
            />
          </chakra.label>
        )}
        <ItemActions editTo={editTo} itemLabel={title} onDelete={onDelete} deleting={deleting} />
      </Box>
      {children}
      {footer}
      {deleting && <DeletingOverlay />}
    </Box>
  );
}
