import { Icon } from '@/public/components/icons/Icon';
import { Container, Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';
import { Box, Flex, Square } from '@/styled-system/jsx';

/** The figures' icons, in the order the settings list them (years, projects, satisfaction, team). */
const STAT_ICONS = ['Award', 'Building2', 'SmilePlus', 'Users'] as const;

/** The stats card that overlaps the bottom of the hero: the firm's four figures from its settings. */
export function Stats() {
  const { t } = useI18n();
  const stats = useSite().stats.map((stat, i) => ({ ...stat, icon: STAT_ICONS[i % STAT_ICONS.length] }));
  return (
    <Box as="section" aria-label={t('home.statsLabel')} position="relative" zIndex="1" mt={{ base: '-20', md: '-24' }}>
      <Container>
        {/* A grid with no gap (the cells' borders divide them). */}
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
          bg="white"
          borderRadius="2xl"
          boxShadow="xl"
          borderWidth="1px"
          borderColor="border"
          overflow="hidden"
          animation="fade-up 0.7s 0.4s cubic-bezier(0.2, 0.7, 0.2, 1) both"
        >
          {stats.map(({ value, label, icon }, i) => (
            <Flex
              as="li"
              key={i}
              direction={{ base: 'column', md: 'row' }}
              align={{ base: 'start', md: 'center' }}
              gap={{ base: '3', md: '4' }}
              p={{ base: '5', md: '7' }}
              borderRightWidth={{ base: i % 2 === 0 ? '1px' : '0', lg: i < 3 ? '1px' : '0' }}
              borderBottomWidth={{ base: i < 2 ? '1px' : '0', lg: '0' }}
              borderColor="border"
            >
              <Square size={{ base: '10', md: '12' }} borderRadius="xl" bg="brand.50" color="brand.600">
                <Icon name={icon} size={22} />
              </Square>
              <div>
                <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1" color="fg" letterSpacing="-0.02em">
                  {value}
                </Text>
                <Text mt="1.5" fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" fontWeight="medium">
                  {label}
                </Text>
              </div>
            </Flex>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
