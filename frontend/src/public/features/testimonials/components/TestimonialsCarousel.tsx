import { Icon } from '@/public/components/icons/Icon';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { Container, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { TESTIMONIAL_INTERVAL_MS, type Testimonial } from '@/public/features/testimonials/testimonials';
import { useI18n } from '@/public/i18n/context';
import { IslandMessages } from '@/public/i18n/IslandMessages';
import { css } from '@/styled-system/css';
import { Box, Circle, Flex, Grid, styled } from '@/styled-system/jsx';
import { circle } from '@/styled-system/patterns';

function initials(name: string): string {
  return name
    .replace(/^(Dr|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/[\s.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

interface TestimonialsCarouselProps {
  /** The firm's testimonials (its settings) unless given. */
  items?: Testimonial[];
  interval?: number;
}

/** One testimonial. */
const slideCard = css({
  position: 'relative',
  bg: 'whiteAlpha.50',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.200',
  borderRadius: '3xl',
  p: { base: '7', md: '10' },
  minH: { base: '22rem', sm: '19rem', md: '17rem' },
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  backdropFilter: 'blur(6px)',
  animation: 'fade-in 0.5s ease-out',
  '&[hidden]': { display: 'none' },
});

/** A dot that shows its entry: a small disc, drawn wider and red for the entry shown. */
const dot = circle({ size: '8', cursor: 'pointer', '&[aria-current=true] > span': { width: '7', bg: 'brand.500' } });

/** The Pause/Play button. */
const rotationToggle = circle({
  size: '10',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.300',
  color: 'whiteAlpha.800',
  _hover: { bg: 'whiteAlpha.100', color: 'white' },
  '&[hidden]': { visibility: 'hidden' },
  '&[data-stopped=true] .icon-pause, &[data-stopped=false] .icon-play': { display: 'none' },
});

/**
 * Testimonials carousel: advances every 5 seconds, dots jump to an entry. Rotation pauses while the pointer
 * is over it or focus is inside it, when the visitor presses Pause, and never starts with reduced motion.
 * Rendered with every entry (all but the first `hidden`); the testimonials island
 * (TestimonialsCarousel.island.ts, beside it) rotates them once the carousel comes near the viewport.
 */
export function TestimonialsCarousel({ items: given, interval = TESTIMONIAL_INTERVAL_MS }: TestimonialsCarouselProps) {
  const site = useSite();
  const { t } = useI18n();
  const items = given ?? site.testimonials;
  const count = items.length;
  if (count === 0) return null;

  return (
    <Box
      as="section"
      aria-labelledby="testimonials-title"
      position="relative"
      overflow="hidden"
      py={{ base: '16', md: '24' }}
      bg="stone.950"
      color="white"
      bgImage="radial-gradient(ellipse 60% 70% at 0% 0%, rgba(229,62,62,0.22), transparent 60%), radial-gradient(ellipse 50% 60% at 100% 100%, rgba(229,62,62,0.14), transparent 60%)"
    >
      <Container>
        <Grid gridTemplateColumns={{ base: '1fr', lg: '0.8fr 1.2fr' }} gap={{ base: '4', lg: '16' }} alignItems="center">
          <div>
            <SectionHeading
              align="start"
              tone="light"
              id="testimonials-title"
              eyebrow={t('testimonials.eyebrow')}
              title={t('testimonials.title')}
              description={t('testimonials.lead')}
            />
          </div>
          <div
            aria-roledescription="carousel"
            aria-label={t('testimonials.carousel')}
            data-island="TestimonialsCarousel"
            data-island-load="visible"
            data-interval={interval}
          >
            <IslandMessages ids={{ start: 'testimonials.start', stop: 'testimonials.stop' }} />
            <div aria-live="polite" aria-atomic="true">
              {items.map((item, i) => (
                <div
                  key={i}
                  data-slide=""
                  hidden={i !== 0}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('testimonials.slide', { index: i + 1, count })}
                  className={slideCard}
                >
                  <Box position="absolute" top={{ base: '6', md: '8' }} right={{ base: '6', md: '8' }} color="brand.500" opacity="0.5" aria-hidden="true">
                    <Icon name="Quote" size={48} />
                  </Box>
                  <div>
                    <Flex gap="1" color="#fbbf24" mb="5" aria-label={t('testimonials.rating')} role="img">
                      {Array.from({ length: 5 }, (_, star) => (
                        <Icon name="Star" key={star} size={18} fill="currentColor" />
                      ))}
                    </Flex>
                    <styled.blockquote
                      fontSize={{ base: 'md', md: 'xl' }}
                      lineHeight="1.7"
                      color="whiteAlpha.900"
                      fontWeight="normal"
                      pr={{ base: '0', md: '10' }}
                    >
                      “{item.content}”
                    </styled.blockquote>
                  </div>
                  <Flex align="center" gap="4" mt="8">
                    {/* The initials on a diagonal red gradient. */}
                    <Circle
                      size="12"
                      css={{
                        '--gradient-stops': 'var(--gradient-from),var(--gradient-to)',
                        '--gradient': 'var(--gradient-via-stops, var(--gradient-stops))',
                        '--gradient-from': 'token(colors.brand.500)',
                        '--gradient-to': 'token(colors.brand.700)',
                        backgroundImage: 'linear-gradient(to bottom right, var(--gradient))',
                      }}
                      fontFamily="heading"
                      fontWeight="bold"
                    >
                      {initials(item.name)}
                    </Circle>
                    <div>
                      <Text fontFamily="heading" fontWeight="semibold" fontSize="md">
                        {item.name}
                      </Text>
                      <Text fontSize="sm" color="whiteAlpha.700">
                        {item.position}
                      </Text>
                    </div>
                  </Flex>
                </div>
              ))}
            </div>

            <Flex mt="6" align="center" justify="space-between" gap="4">
              <Flex gap="1" role="group" aria-label={t('testimonials.choose')}>
                {items.map((item, i) => (
                  <button
                    key={i}
                    type="button"
                    data-slide-to={i}
                    aria-label={t('testimonials.show', { index: i + 1, count, name: item.name })}
                    aria-current={i === 0 ? 'true' : undefined}
                    className={dot}
                  >
                    <styled.span
                      display="block"
                      h="2.5"
                      w="2.5"
                      borderRadius="full"
                      bg="whiteAlpha.400"
                      transition="width 0.3s ease, background-color 0.3s ease"
                    />
                  </button>
                ))}
              </Flex>
              {count > 1 && (
                // Shown by the island, except with reduced motion; the space stays reserved meanwhile.
                <button type="button" data-rotation-toggle="" data-stopped="false" hidden aria-label={t('testimonials.stop')} className={rotationToggle}>
                  <Icon name="Pause" className="icon-pause" size={16} />
                  <Icon name="Play" className="icon-play" size={16} />
                </button>
              )}
            </Flex>
          </div>
        </Grid>
      </Container>
    </Box>
  );
}
