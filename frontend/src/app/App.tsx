import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router';
import { apolloClient } from '@/lib/apollo';
import { system } from './theme';
import { router } from './router';

export function App() {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>
  );
}
