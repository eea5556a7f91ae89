import { useState } from 'react';
import { describeError, isConflict } from '@/admin/lib/graphql-errors';
import { keepChanges } from './keep-changes';
import { notifyError } from './toaster';

/** A record's form values and the version they are of. */
export interface VersionedValues<V> {
  version: number;
  values: V;
}

/**
 * A save the server refused because someone else saved the record since it was read (CONFLICT):
 * what this person had typed is remembered; reloading reads the latest record and lays their changes
 * over it (keepChanges), and the form starts again from that, at the new version, to be checked and
 * saved again.
 */
export function useSaveConflict<V>() {
  const [refused, setRefused] = useState<{ based: V; typed: V } | null>(null);
  const [kept, setKept] = useState<VersionedValues<V> | null>(null);
  const [reloading, setReloading] = useState(false);
  const [reloads, setReloads] = useState(0);

  return {
    /** A refused save waits for a reload. */
    pending: refused !== null,
    reloading,
    /**
     * Changes after each reload: the form's key, so that it starts again from the kept values (the
     * record's version is not part of it: the record is read again before the kept values are ready).
     */
    formKey: reloads,

    /** True, and what was typed remembered, when `error` is a conflict; `based` is what the form started from. */
    caught(error: unknown, based: V, typed: V): boolean {
      if (!isConflict(error)) return false;
      setRefused({ based, typed });
      return true;
    },

    /** The values to start the form from for the record at `version`: this person's changes over it, after a reload. */
    keptFor(version: number): V | undefined {
      return kept?.version === version ? kept.values : undefined;
    },

    /** Reads the latest record (`latest`) and keeps this person's changes over it. */
    async reload(latest: () => Promise<VersionedValues<V>>): Promise<void> {
      if (!refused) return;
      setReloading(true);
      try {
        const fresh = await latest();
        setKept({ version: fresh.version, values: keepChanges(refused.based, refused.typed, fresh.values) });
        setReloads((count) => count + 1);
        setRefused(null);
      } catch (error) {
        notifyError('Could not reload.', describeError(error, 'Please try again.'));
      } finally {
        setReloading(false);
      }
    },
  };
}

export type SaveConflict<V> = ReturnType<typeof useSaveConflict<V>>;
