import { Box, Flex, Stack } from '@/styled-system/jsx';
import { Icon } from '@/public/components/icons/Icon';
import { ResponsiveImage, type ImageAssetLike } from '@/public/components/image/ResponsiveImage';
import { categoryLabel } from '@/public/components/project-card/category';
import { Heading, StretchedLink, Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';

export const MAX_RELATED = 4;

export interface RelatedProject {
  id: string;
  title: string;
  category: string;
  location?: string | null;
  imageUrl?: string | null;
  image?: ImageAssetLike | null;
}

/** The 'Related Projects' side panel: at most four, each linking to its detail page. */
export function RelatedProjects({ projects }: { projects: readonly RelatedProject[] }) {
  const shown = projects.slice(0, MAX_RELATED);
  const { t } = useI18n();
  return (
    <Box as="section" aria-labelledby="related-title" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="border" p="6" boxShadow="sm">
      <Heading as="h2" id="related-title" size="md" mb="5">
        {t('project.related')}
      </Heading>
      {shown.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('project.noRelated')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {shown.map((p) => (
            <Flex
              as="li"
              key={p.id}
              className="group"
              position="relative"
              align="center"
              gap="4"
              p="2"
              mx="-2"
              borderRadius="xl"
              transition="background-color 0.2s"
              _hover={{ bg: 'bg.subtle' }}
            >
              <Box flexShrink={0} w="20" h="16" borderRadius="lg" overflow="hidden" bg="bg.muted">
                <ResponsiveImage image={p.image} src={p.imageUrl} alt={p.title} sizes="80px" lowPriority w="full" h="full" objectFit="cover" />
              </Box>
              <Box minW="0" flex="1">
                <Text fontSize="xs" fontWeight="semibold" color="brand.700" textTransform="capitalize">
                  {categoryLabel(p.category, t)}
                </Text>
                {/* A clamped title wraps plainly, not balanced as headings are. */}
                <Text fontWeight="semibold" fontSize="sm" lineClamp={2} textWrap="wrap" mt="0.5">
                  {/* The whole row is the link. */}
                  <StretchedLink to={`/projects/${encodeURIComponent(p.id)}`}>{p.title}</StretchedLink>
                </Text>
              </Box>
              <Box color="fg.subtle" transition="transform 0.2s, color 0.2s" _groupHover={{ transform: 'translateX(3px)', color: 'brand.600' }}>
                <Icon name="ChevronRight" size={18} />
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
