import { TRASH_DAYS } from '@vriddhi/rules';

/** What a delete dialog says of what follows: the thing is not gone yet. */
export const TRASH_NOTE = `It stays in the Trash for ${TRASH_DAYS} days, and can be put back from there.`;

/** Said under "… deleted successfully". */
export const IN_TRASH = `You can put it back from the Trash for ${TRASH_DAYS} days.`;
