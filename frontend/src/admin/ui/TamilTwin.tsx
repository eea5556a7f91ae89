import type { ReactNode } from 'react';
import { Box, SimpleGrid } from '@chakra-ui/react';

interface TamilTwinProps {
  children: [ReactNode, ReactNode];
  /** The Tamil under the English on every screen (lists of points, too narrow side by side). */
  stacked?: boolean;
}

/** An English field with its Tamil twin: side by side on wide screens, the Tamil right under it on phones. */
export function TamilTwin({ children: [english, tamil], stacked = false }: TamilTwinProps) {
  const under = stacked ? '3px' : { base: '3px', md: '0' };
  return (
    <SimpleGrid columns={stacked ? 1 : { base: 1, md: 2 }} gap={{ base: '3', md: '5' }} alignItems="start">
      <Box minW="0">{english}</Box>
      <Box minW="0" borderLeftWidth={under} borderColor="brand.100" pl={stacked ? '3' : { base: '3', md: '0' }}>
        {tamil}
      </Box>
    </SimpleGrid>
  );
}
