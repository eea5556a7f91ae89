/**
 * A login asked for in the middle of work: a save refused because the session expired waits here
 * until the admin logs in again in the dialog over the form (then the save is sent again, with
 * everything typed and chosen), or gives up. Saves refused at the same time share one dialog.
 */
type Listener = (open: boolean) => void;

let pending: { promise: Promise<void>; resolve: () => void; reject: (reason: Error) => void } | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  listeners.forEach((listener) => listener(pending !== null));
}

/** Resolves once the admin has logged in again; rejects when they cancel. */
export function requestSessionLogin(): Promise<void> {
  if (!pending) {
    let resolve!: () => void;
    let reject!: (reason: Error) => void;
    const promise = new Promise<void>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    pending = { promise, resolve, reject };
    notify();
  }
  return pending.promise;
}

/** The dialog's login succeeded (the new login is stored): the waiting saves go on. */
export function sessionLoginDone(): void {
  const done = pending;
  pending = null;
  notify();
  done?.resolve();
}

/** The admin closed the dialog: the waiting saves fail as they would have. */
export function sessionLoginCancelled(): void {
  const cancelled = pending;
  pending = null;
  notify();
  cancelled?.reject(new Error('Login cancelled'));
}

export function isSessionLoginOpen(): boolean {
  return pending !== null;
}

export function onSessionLoginChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
