/**
 * A row of filter chips wider than the screen scrolls sideways: when the page opens on a chosen chip
 * (an address with `?category=`), the row is scrolled so that chip shows, without moving the page.
 */
export function revealPressedChip(chips: readonly HTMLElement[]): void {
  const pressed = chips.find((chip) => chip.getAttribute('aria-pressed') === 'true');
  const row = pressed?.parentElement;
  if (!pressed || !row || row.scrollWidth <= row.clientWidth) return;
  const offset = pressed.getBoundingClientRect().left - row.getBoundingClientRect().left;
  if (offset < 0 || offset + pressed.offsetWidth > row.clientWidth) row.scrollLeft += offset - 20;
}
