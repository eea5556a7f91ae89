import type { ReactNode } from 'react';
import { Box } from '@/styled-system/jsx';
import { Heading, Text } from '@/public/components/ui';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'start';
  tone?: 'dark' | 'light';
  id?: string;
  as?: 'h1' | 'h2' | 'h3';
}

/** Small red label, a heading and an optional lead paragraph, used at the top of every section. */
export function SectionHeading({ eyebrow, title, description, align = 'center', tone = 'dark', id, as = 'h2' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box textAlign={centered ? 'center' : 'start'} maxW={centered ? '3xl' : 'none'} mx={centered ? 'auto' : undefined} mb={{ base: '10', md: '12' }}>
      {eyebrow && (
        <Text
          display="inline-flex"
          alignItems="center"
          gap="2"
          fontSize="xs"
          fontWeight="bold"
          letterSpacing="0.16em"
          textTransform="uppercase"
          color={tone === 'dark' ? 'brand.600' : 'brand.300'}
          mb="3"
          _before={{ content: '""', display: 'block', w: '6', h: '2px', bg: 'currentColor', borderRadius: 'full' }}
        >
          {eyebrow}
        </Text>
      )}
      <Heading as={as} id={id} size="2xl" color={tone === 'dark' ? 'fg' : 'white'}>
        {title}
      </Heading>
      {description && (
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color={tone === 'dark' ? 'fg.muted' : 'whiteAlpha.800'} maxW="2xl" mx={centered ? 'auto' : undefined}>
          {description}
        </Text>
      )}
    </Box>
  );
}
