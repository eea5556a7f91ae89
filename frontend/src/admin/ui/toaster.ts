import { createToaster } from '@chakra-ui/react';

/** The admin's notifications. Rendered by layout/AdminToaster inside the admin theme. */
export const adminToaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
});

export function notifySuccess(title: string, description?: string): void {
  adminToaster.create({ type: 'success', title, description, duration: 4000, closable: true });
}

export function notifyError(title: string, description?: string): void {
  adminToaster.create({ type: 'error', title, description, duration: 9000, closable: true });
}

/** A save done, with a link to the public page it changed ("View on site", in a new tab), when there is one. */
export function notifySaved(title: string, viewOnSite?: string | null): void {
  adminToaster.create({
    type: 'success',
    title,
    duration: viewOnSite ? 8000 : 4000,
    closable: true,
    action: viewOnSite ? { label: 'View on site', onClick: () => void window.open(viewOnSite, '_blank', 'noopener') } : undefined,
  });
}
