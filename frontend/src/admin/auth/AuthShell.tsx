import type { ReactNode } from 'react';
import { Box, Center, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowLeft, HardHat } from 'lucide-react';
import { Link } from 'react-router';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The screens before logging in (login, "Forgot password?"): the firm's mark, one white card, and the way back to the website. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <Center minH="100dvh" px="4" py="10" fontFamily="body" bgGradient="to-br" gradientFrom="gray.900" gradientVia="#2a1416" gradientTo="brand.900">
      <Stack w="full" maxW="md" gap="5">
        <Flex as="header" align="center" gap="3" color="white" justify="center">
          <Flex align="center" justify="center" boxSize="11" borderRadius="lg" bg="brand.600" aria-hidden>
            <HardHat size={24} />
          </Flex>
          <Box>
            <Text fontFamily="heading" fontWeight="bold" fontSize="lg" lineHeight="short">
              Sri Vriddhi Builders
            </Text>
            <Text fontSize="xs" color="whiteAlpha.700">
              Content management
            </Text>
          </Box>
        </Flex>

        <Box as="main" bg="white" borderRadius="2xl" shadow="2xl" p={{ base: '6', sm: '8' }}>
          <Heading as="h1" size="2xl" fontFamily="heading" textAlign="center" color="gray.900">
            {title}
          </Heading>
          <Text textAlign="center" color="fg.muted" mt="1" mb="6" fontSize="sm">
            {subtitle}
          </Text>
          {children}
        </Box>

        <Flex as="footer" justify="center">
          <chakra.a
            asChild
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            gap="1.5"
            color="whiteAlpha.800"
            fontSize="sm"
            _hover={{ color: 'white' }}
          >
            <Link to="/">
              <ArrowLeft size={16} aria-hidden /> Back to website
            </Link>
          </chakra.a>
        </Flex>
      </Stack>
    </Center>
  );
}
