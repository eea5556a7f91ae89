import { useEffect, useRef, type ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { ConflictNotice } from './ConflictNotice';
import type { SaveConflict } from './use-save-conflict';

interface SaveConflictFrameProps<V> {
  conflict: SaveConflict<V>;
  /** What was saved meanwhile, as the notice names it: "this project"… */
  what: string;
  onReload: () => void;
  children: ReactNode;
}

/**
 * An edit form under the notice of a save refused because someone else saved first. The form is
 * read-only until the reload, so that what the notice keeps is exactly what was typed.
 */
export function SaveConflictFrame<V>({ conflict, what, onReload, children }: SaveConflictFrameProps<V>) {
  return (
    <>
      {conflict.pending && (
        <ScrolledIntoView>
          <ConflictNotice what={what} onReload={onReload} reloading={conflict.reloading} />
        </ScrolledIntoView>
      )}
      <chakra.fieldset disabled={conflict.pending} border="0" p="0" m="0" minW="0">
        {children}
      </chakra.fieldset>
    </>
  );
}

/** Brought into view when it appears: the admin pressed save at the foot of the form, the notice is at its top. */
function ScrolledIntoView({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A statement, not the arrow's value: Chrome's scrollIntoView returns a promise, which React would take for a cleanup.
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <Box ref={ref} mb="5" maxW="3xl">
      {children}
    </Box>
  );
}
