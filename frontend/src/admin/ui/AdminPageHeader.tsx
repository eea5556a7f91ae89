import { useEffect, type ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';

interface AdminPageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}

export function AdminPageHeader({ title, subtitle, actions }: AdminPageHeaderProps) {
  useEffect(() => {
    document.title = `${title} · Admin · Sri Vriddhi Builders`;
  }, [title]);
  return (
    <Flex
      as="header"
      mb={{ base: '5', md: '7' }}
      gap="4"
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      direction={{ base: 'column', sm: 'row' }}
    >
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontFamily="heading" color="gray.900">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" mt="1">
            {subtitle}
          </Text>
        )}
      </Box>
      {actions}
    </Flex>
  );
}
