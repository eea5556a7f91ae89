import { Box, Circle, Flex, Grid, Square } from '@/styled-system/jsx';
import { Icon } from '@/public/components/icons/Icon';
import { CtaBand } from '@/public/components/sections/CtaBand';
import { PageHero } from '@/public/components/sections/PageHero';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { PageMeta } from '@/public/components/seo/PageMeta';
import { ResponsiveImage } from '@/public/components/image/ResponsiveImage';
import { Container, Heading, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { paragraphs, REASON_ICONS } from './content';
import { useI18n } from '@/public/i18n/context';

/** "Er. K. Ramasamy" → "KR": first and last initials, without the professional prefix. */
function initials(name: string) {
  const parts = name
    .replace(/^(Er|Ar|Dr)\.\s*/, '')
    .split(/[\s.]+/)
    .filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? parts[parts.length - 1][0] : ''}`.toUpperCase();
}

export function AboutPage() {
  const site = useSite();
  const { t } = useI18n();
  const { story, mission, vision, team, milestones } = site.about;
  const reasons = site.about.reasons.map((reason, i) => ({ ...reason, icon: REASON_ICONS[i % REASON_ICONS.length] }));
  return (
    <>
      <PageMeta
        title={t('about.title')}
        description={t('about.metaDescription', { year: site.foundedYear, firm: site.name, town: site.address.town, district: site.address.district })}
      />
      <PageHero title={t('about.title')} eyebrow={t('about.since', { year: site.foundedYear })} description={t('about.lead')} />

      {/* Story */}
      <Box as="section" aria-labelledby="story-title" py={{ base: '16', md: '24' }}>
        <Container>
          <Grid gridTemplateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '12', lg: '20' }} alignItems="start">
            <Box>
              <SectionHeading align="start" id="story-title" eyebrow={t('about.storyEyebrow')} title={t('about.storyTitle')} />
              <Box mt={{ base: '-4', md: '-6' }} color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8">
                {paragraphs(story).map((paragraph, i) => (
                  <Text key={i} mt={i === 0 ? undefined : '5'} whiteSpace="pre-line">
                    {paragraph}
                  </Text>
                ))}
              </Box>
            </Box>
            <Box
              as="ol"
              listStyleType="none"
              position="relative"
              pl="8"
              _before={{ content: '""', position: 'absolute', left: '2.5', top: '2', bottom: '2', w: '2px', bg: 'brand.100' }}
            >
              {milestones.map((m, i) => (
                <Box as="li" key={i} position="relative" pb="8" _lastOfType={{ pb: '0' }}>
                  <Box position="absolute" left="-7" top="1.5" w="4" h="4" borderRadius="full" bg="white" borderWidth="4px" borderColor="brand.600" />
                  <Text fontFamily="heading" fontWeight="bold" color="brand.600" fontSize="sm" letterSpacing="0.05em">
                    {m.year}
                  </Text>
                  <Heading as="h3" size="md" mt="1">
                    {m.title}
                  </Heading>
                  <Text color="fg.muted" mt="1.5" fontSize="sm" lineHeight="1.7">
                    {m.text}
                  </Text>
                </Box>
              ))}
            </Box>
          </Grid>
        </Container>
      </Box>

      {/* Mission and vision */}
      <Box as="section" aria-labelledby="mission-title" py={{ base: '16', md: '24' }} bg="bg.subtle">
        <Container>
          <SectionHeading id="mission-title" eyebrow={t('about.missionEyebrow')} title={t('about.missionTitle')} />
          <Grid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }}>
            {[
              {
                icon: 'Target' as const,
                title: t('about.mission'),
                text: mission,
              },
              {
                icon: 'Eye' as const,
                title: t('about.vision'),
                text: vision,
              },
            ].map(({ icon, title, text }) => (
              <Box
                key={title}
                bg="white"
                borderRadius="2xl"
                p={{ base: '7', md: '10' }}
                borderWidth="1px"
                borderColor="border"
                boxShadow="sm"
                position="relative"
                overflow="hidden"
              >
                <Box position="absolute" top="0" left="0" right="0" h="1" bgGradient="to-r" gradientFrom="brand.600" gradientTo="brand.300" />
                <Square size="14" borderRadius="xl" bg="brand.50" color="brand.600" mb="5">
                  <Icon name={icon} size={26} />
                </Square>
                <Heading as="h3" size="lg" mb="3">
                  {title}
                </Heading>
                <Text color="fg.muted" lineHeight="1.75">
                  {text}
                </Text>
              </Box>
            ))}
          </Grid>
        </Container>
      </Box>

      {/* Team */}
      <Box as="section" aria-labelledby="team-title" py={{ base: '16', md: '24' }}>
        <Container>
          <SectionHeading id="team-title" eyebrow={t('about.teamEyebrow')} title={t('about.teamTitle')} description={t('about.teamLead')} />
          <Grid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '5', md: '6' }}>
            {team.map((member, i) => (
              <Box
                as="li"
                key={i}
                textAlign="center"
                p="7"
                borderRadius="2xl"
                borderWidth="1px"
                borderColor="border"
                bg="white"
                transition="box-shadow 0.25s, transform 0.25s"
                _hover={{ boxShadow: 'lg', transform: 'translateY(-4px)' }}
              >
                {member.photo ? (
                  <ResponsiveImage
                    image={member.photo}
                    alt={member.name}
                    sizes="96px"
                    boxSize="24"
                    mx="auto"
                    borderRadius="full"
                    objectFit="cover"
                    boxShadow="0 0 0 6px token(colors.brand.50)"
                  />
                ) : (
                  <Circle
                    size="24"
                    mx="auto"
                    bgGradient="to-br"
                    gradientFrom="stone.800"
                    gradientTo="stone.950"
                    color="white"
                    fontFamily="heading"
                    fontWeight="bold"
                    fontSize="2xl"
                    boxShadow="0 0 0 6px token(colors.brand.50)"
                  >
                    {initials(member.name)}
                  </Circle>
                )}
                <Heading as="h3" size="md" mt="6">
                  {member.name}
                </Heading>
                <Text color="brand.700" fontWeight="semibold" fontSize="sm" mt="1">
                  {member.role}
                </Text>
                {member.bio && (
                  <Text color="fg.muted" fontSize="sm" mt="3" lineHeight="1.7">
                    {member.bio}
                  </Text>
                )}
              </Box>
            ))}
          </Grid>
        </Container>
      </Box>

      {/* Why choose us */}
      <Box
        as="section"
        aria-labelledby="why-title"
        py={{ base: '16', md: '24' }}
        bg="stone.950"
        color="white"
        bgImage="radial-gradient(ellipse 60% 70% at 100% 0%, rgba(229,62,62,0.25), transparent 60%)"
      >
        <Container>
          <SectionHeading tone="light" id="why-title" eyebrow={t('about.whyEyebrow')} title={t('about.reasonsTitle', { count: reasons.length })} />
          <Grid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '6' }}>
            {reasons.map(({ icon, title, text }, i) => (
              <Flex
                as="li"
                key={i}
                gap="5"
                p={{ base: '6', md: '7' }}
                borderRadius="2xl"
                bg="whiteAlpha.50"
                borderWidth="1px"
                borderColor="whiteAlpha.100"
                transition="background-color 0.25s, border-color 0.25s"
                _hover={{ bg: 'whiteAlpha.100', borderColor: 'whiteAlpha.200' }}
              >
                <Square size="12" borderRadius="xl" bg="brand.600" color="white">
                  <Icon name={icon} size={22} />
                </Square>
                <Box>
                  <Heading as="h3" size="md">
                    {title}
                  </Heading>
                  <Text color="whiteAlpha.700" fontSize="sm" mt="2" lineHeight="1.7">
                    {text}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Grid>
        </Container>
      </Box>

      <CtaBand />
    </>
  );
}
