import { PHONE_COLUMN } from '@/public/components/image/column-widths';
import { Icon } from '@/public/components/icons/Icon';
import { ResponsiveImage, type ImageAssetLike } from '@/public/components/image/ResponsiveImage';
import { Badge, Heading, StretchedLink, Text } from '@/public/components/ui';
import { categoryLabel } from './category';
import { excerpt } from './format';
import { useI18n } from '@/public/i18n/context';
import { Box, Flex } from '@/styled-system/jsx';

export interface ProjectCardData {
  id: string;
  title: string;
  category: string;
  location?: string | null;
  details?: string | null;
  imageUrl?: string | null;
  image?: ImageAssetLike | null;
  createdAt?: string | null;
}

interface ProjectCardProps {
  project: ProjectCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Shows the first 150 characters of the details. */
  showExcerpt?: boolean;
  sizes?: string;
  /** The first card of a page, above the fold: its image loads at once with high priority. */
  priority?: boolean;
}

/** A project tile that links to /projects/{id}; the whole card is clickable through one link. */
export function ProjectCard({
  project,
  headingLevel = 'h3',
  showExcerpt = true,
  sizes = `(min-width: 1280px) 400px, (min-width: 768px) 50vw, ${PHONE_COLUMN}`,
  priority = false,
}: ProjectCardProps) {
  const { t, date: formatDate } = useI18n();
  const summary = excerpt(project.details, 150);
  const date = formatDate(project.createdAt);
  return (
    <Box
      as="article"
      position="relative"
      className="group"
      display="flex"
      flexDirection="column"
      h="full"
      bg="white"
      borderRadius="2xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      boxShadow="sm"
      transition="box-shadow 0.25s ease, transform 0.25s ease, border-color 0.25s ease"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-4px)', borderColor: 'transparent' }}
      _focusWithin={{ boxShadow: 'lg', borderColor: 'brand.300' }}
    >
      <Box position="relative" overflow="hidden" aspectRatio="4 / 3" bg="bg.muted">
        <ResponsiveImage
          image={project.image}
          src={project.imageUrl}
          alt={project.title}
          sizes={sizes}
          priority={priority}
          w="full"
          h="full"
          objectFit="cover"
          transition="transform 0.6s cubic-bezier(0.2, 0.7, 0.2, 1)"
          _groupHover={{ transform: 'scale(1.06)' }}
        />
        <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="blackAlpha.500" gradientTo="transparent" opacity="0.5" pointerEvents="none" />
        {project.category && (
          <Badge variant="brand" position="absolute" top="4" left="4" boxShadow="md">
            {categoryLabel(project.category, t)}
          </Badge>
        )}
      </Box>
      <Flex direction="column" flex="1" p={{ base: '5', md: '6' }} gap="3">
        <Flex gap="4" fontSize="sm" color="fg.subtle" flexWrap="wrap">
          {project.location && (
            <Flex align="center" gap="1.5">
              <Icon name="MapPin" size={15} /> {project.location}
            </Flex>
          )}
          {date && (
            <Flex align="center" gap="1.5">
              <Icon name="Calendar" size={15} /> <time dateTime={project.createdAt ?? undefined}>{date}</time>
            </Flex>
          )}
        </Flex>
        {/* `textWrap="wrap"` beside each `lineClamp`: a clamped text wraps plainly, not balanced as headings are. */}
        <Heading as={headingLevel} size="md" lineClamp={2} textWrap="wrap">
          <StretchedLink to={`/projects/${encodeURIComponent(project.id)}`}>{project.title}</StretchedLink>
        </Heading>
        {showExcerpt && summary && (
          <Text color="fg.muted" fontSize="sm" lineClamp={3} textWrap="wrap">
            {summary}
          </Text>
        )}
        <Flex mt="auto" pt="2" align="center" gap="1.5" color="brand.700" fontWeight="semibold" fontSize="sm" aria-hidden="true">
          {t('project.viewDetails')}
          <Box as="span" transition="transform 0.2s" _groupHover={{ transform: 'translate(2px, -2px)' }}>
            <Icon name="ArrowUpRight" size={16} />
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}
