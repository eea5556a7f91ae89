import { Box, Flex } from '@/styled-system/jsx';
import { Text } from '@/public/components/ui';
import { useSite } from '@/public/content/site';

/** The firm's mark: a red tile with a line-drawn building. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#c53030" />
      <path d="M14 50V30l12-8v28" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinejoin="round" />
      <path d="M26 50V14h24v36" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinejoin="round" />
      <path d="M10 50h44" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M33 22h4M41 22h2M33 30h4M41 30h2M33 38h4M41 38h2" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Mark plus the firm's name on two lines. `tone="light"` is for dark backgrounds. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const site = useSite();
  return (
    <Flex align="center" gap="2.5">
      <Box flexShrink={0}>
        <LogoMark />
      </Box>
      <Box lineHeight="1.1" minW="0">
        <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} color={tone === 'dark' ? 'fg' : 'white'} letterSpacing="-0.01em">
          {site.shortName}
        </Text>
        <Text
          fontSize="2xs"
          fontWeight="semibold"
          letterSpacing="0.14em"
          textTransform="uppercase"
          color={tone === 'dark' ? 'brand.700' : 'brand.300'}
          // Tamil has no capitals to space out, and on the narrowest phones its longer tagline gives the name the room.
          _tamil={{ letterSpacing: '0', display: { base: 'none', sm: 'block' } }}
        >
          {site.tagline}
        </Text>
      </Box>
    </Flex>
  );
}
