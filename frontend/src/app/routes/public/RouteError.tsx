import { Box, Flex, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reloadPage } from '../../../components/feedback/States';
import { Button, ButtonLink, Container, Heading } from '../../../components/ui';

/** Shown when a page fails to render or its code cannot be downloaded (e.g. after a deploy or offline). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Box as="section" aria-labelledby="route-error-title" py={{ base: '20', md: '28' }}>
      <Container size="sm" textAlign="center">
        <Heading as="h1" id="route-error-title" size="2xl">
          {status === 404 ? '404 - Page Not Found' : 'Something went wrong'}
        </Heading>
        <Text mt="4" color="fg.muted" fontSize="lg">
          This page could not be shown. Please check your connection and try again.
        </Text>
        <Flex mt="8" gap="4" justify="center" direction={{ base: 'column', sm: 'row' }}>
          <Button size="lg" onClick={reloadPage}>
            <RotateCw aria-hidden="true" /> Try Again
          </Button>
          <ButtonLink to="/" size="lg" variant="outline">
            Back to Home
          </ButtonLink>
        </Flex>
      </Container>
    </Box>
  );
}
