import { useEffect } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useBlocker, type Location } from 'react-router';

/** The history state of the navigation a successful save makes: it leaves nothing unsaved behind. */
export const AFTER_SAVE = { afterSave: true } as const;

const isAfterSave = (location: Location) => (location.state as { afterSave?: boolean } | null)?.afterSave === true;

/**
 * While `when` (a form has changes not saved), leaving asks first: through the menu, a link, Back
 * (a dialog), or closing or reloading the tab (the browser's own question). A save's own navigation
 * (AFTER_SAVE) and a change of the address's #section only are let through.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && !isAfterSave(nextLocation) && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Dialog.Root
      open={blocker.state === 'blocked'}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Leave without saving?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>Your changes on this screen are not saved yet. If you leave now, they are lost.</Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems={{ base: 'stretch', sm: 'center' }}>
              <Button variant="outline" colorPalette="red" onClick={() => blocker.proceed?.()}>
                Leave without saving
              </Button>
              <Button colorPalette="brand" onClick={() => blocker.reset?.()}>
                Stay and keep editing
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
