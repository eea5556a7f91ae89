import { ChakraProvider } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { adminSystem } from './admin-system';
import { AdminToaster } from './AdminToaster';

/** Root of everything admin, /login included: its own Chakra system and the toaster. */
export function AdminRoot() {
  return (
    <ChakraProvider value={adminSystem}>
      <Outlet />
      <AdminToaster />
    </ChakraProvider>
  );
}
