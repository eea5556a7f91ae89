/**
 * How wide the page's content column is on a phone (below `md`): the screen less the container's
 * padding (containerRecipe, 1.25rem a side). An image that fills the column says so in its `sizes`, so a
 * 412 px phone at 1.75× picks the 720 px variant rather than the 960 px one `100vw` would ask for.
 */
export const PHONE_COLUMN = 'calc(100vw - 2.5rem)';
