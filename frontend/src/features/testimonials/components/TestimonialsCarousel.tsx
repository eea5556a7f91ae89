import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { Pause, Play, Quote, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SectionHeading } from '../../../components/sections/SectionHeading';
import { Container } from '../../../components/ui';
import { TESTIMONIAL_INTERVAL_MS, testimonials as defaultTestimonials, type Testimonial } from '../testimonials';

/** Tracks `prefers-reduced-motion` (read in an effect: safe on a server). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

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
  items?: Testimonial[];
  interval?: number;
}

/**
 * Testimonials carousel: advances every 5 seconds, dots jump to an entry. Rotation pauses while the pointer
 * is over it or focus is inside it, when the visitor presses Pause, and never starts with reduced motion.
 */
export function TestimonialsCarousel({ items = defaultTestimonials, interval = TESTIMONIAL_INTERVAL_MS }: TestimonialsCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = items.length;
  const rotating = count > 1 && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, interval]);

  if (count === 0) return null;
  const current = items[Math.min(index, count - 1)];

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
        <Grid templateColumns={{ base: '1fr', lg: '0.8fr 1.2fr' }} gap={{ base: '4', lg: '16' }} alignItems="center">
          <Box>
            <SectionHeading
              align="start"
              tone="light"
              id="testimonials-title"
              eyebrow="Testimonials"
              title="What our clients say"
              description="Families and businesses across Cuddalore District on building with us."
            />
          </Box>
          <Box
            aria-roledescription="carousel"
            aria-label="Client testimonials"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
            }}
          >
            <Box aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
              <Box
                key={current.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                position="relative"
                bg="whiteAlpha.50"
                borderWidth="1px"
                borderColor="whiteAlpha.200"
                borderRadius="3xl"
                p={{ base: '7', md: '10' }}
                minH={{ base: '22rem', sm: '19rem', md: '17rem' }}
                display="flex"
                flexDirection="column"
                justifyContent="space-between"
                backdropFilter="blur(6px)"
                animation="fade-in 0.5s ease-out"
              >
                <Box position="absolute" top={{ base: '6', md: '8' }} right={{ base: '6', md: '8' }} color="brand.500" opacity="0.5" aria-hidden="true">
                  <Quote size={48} />
                </Box>
                <Box>
                  <Flex gap="1" color="#fbbf24" mb="5" aria-label="Rated 5 out of 5" role="img">
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star key={i} size={18} fill="currentColor" aria-hidden="true" />
                    ))}
                  </Flex>
                  <chakra.blockquote fontSize={{ base: 'md', md: 'xl' }} lineHeight="1.7" color="whiteAlpha.900" fontWeight="normal" pr={{ base: '0', md: '10' }}>
                    “{current.content}”
                  </chakra.blockquote>
                </Box>
                <Flex align="center" gap="4" mt="8">
                  <Flex
                    w="12"
                    h="12"
                    flexShrink={0}
                    align="center"
                    justify="center"
                    borderRadius="full"
                    bgGradient="to-br"
                    gradientFrom="brand.500"
                    gradientTo="brand.700"
                    fontFamily="heading"
                    fontWeight="bold"
                    aria-hidden="true"
                  >
                    {initials(current.name)}
                  </Flex>
                  <Box>
                    <Text fontFamily="heading" fontWeight="semibold" fontSize="md">
                      {current.name}
                    </Text>
                    <Text fontSize="sm" color="whiteAlpha.700">
                      {current.position}
                    </Text>
                  </Box>
                </Flex>
              </Box>
            </Box>

            <Flex mt="6" align="center" justify="space-between" gap="4">
              <Flex gap="1" role="group" aria-label="Choose a testimonial">
                {items.map((item, i) => (
                  <chakra.button
                    key={item.id}
                    type="button"
                    aria-label={`Show testimonial ${i + 1} of ${count}: ${item.name}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    w="8"
                    h="8"
                    borderRadius="full"
                    cursor="pointer"
                  >
                    <Box
                      as="span"
                      display="block"
                      h="2.5"
                      w={i === index ? '7' : '2.5'}
                      borderRadius="full"
                      bg={i === index ? 'brand.500' : 'whiteAlpha.400'}
                      transition="width 0.3s ease, background-color 0.3s ease"
                    />
                  </chakra.button>
                ))}
              </Flex>
              {!reducedMotion && count > 1 && (
                <chakra.button
                  type="button"
                  onClick={() => setStopped((s) => !s)}
                  aria-label={stopped ? 'Start automatic rotation' : 'Stop automatic rotation'}
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  w="10"
                  h="10"
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor="whiteAlpha.300"
                  color="whiteAlpha.800"
                  _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
                >
                  {stopped ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
                </chakra.button>
              )}
            </Flex>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
