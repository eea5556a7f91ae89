import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router';
import { apolloClient } from './lib/apollo';
import { router } from './router';

/** The client-rendered admin app; its Chakra system comes with its root route (layout/AdminRoot.tsx), loaded on demand. */
export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
