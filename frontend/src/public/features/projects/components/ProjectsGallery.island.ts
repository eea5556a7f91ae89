import { projectFilterSearch, readProjectFilter, type ProjectFilter } from './project-filter';
import { revealPressedChip } from '@/public/islands/core/chips';
import { isPlainClick } from '@/public/islands/core/clicks';
import type { Island } from '@/public/islands/island';

/**
 * The projects page's category filter (markup: ProjectsGallery). Every card is in the page; choosing a
 * chip shows that category's cards and hides the others, presses the chip, says how many are shown (or
 * the category's empty message) and keeps the choice in the address's `?category=`, all without a reload
 * or a scroll. The chips stay links: opened in a new tab they show the filtered page.
 */
const projectsFilter: Island = (root) => {
  const chips = [...root.querySelectorAll<HTMLAnchorElement>('a[data-filter][aria-pressed]')];
  const cards = [...root.querySelectorAll<HTMLElement>('li[data-category]')];
  const list = root.querySelector<HTMLElement>('[data-projects-list]');
  const empty = root.querySelector<HTMLElement>('[data-projects-empty]');
  const emptyMessage = root.querySelector<HTMLElement>('[data-projects-empty-message]');
  const showAll = root.querySelector<HTMLElement>('[data-projects-show-all]');
  const summary = root.querySelector<HTMLElement>('[data-projects-summary]');

  // Each chip carries what to say once chosen, in the page's language (written by the server, which counted).
  const chipOf = (filter: ProjectFilter) => chips.find((chip) => chip.dataset.filter === filter);

  const choose = (filter: ProjectFilter) => {
    let shown = 0;
    for (const card of cards) {
      const match = filter === 'all' || card.dataset.category === filter;
      card.hidden = !match;
      if (match) shown++;
    }
    for (const chip of chips) chip.setAttribute('aria-pressed', String(chip.dataset.filter === filter));
    if (list) list.hidden = shown === 0;
    if (empty) empty.hidden = shown > 0;
    if (emptyMessage && shown === 0) emptyMessage.textContent = chipOf(filter)?.dataset.empty ?? '';
    if (showAll) showAll.hidden = filter === 'all' || cards.length === 0;
    if (summary) summary.textContent = chipOf(filter)?.dataset.showing ?? '';

    const url = new URL(window.location.href);
    url.search = projectFilterSearch(url.search, filter);
    window.history.replaceState(window.history.state, '', url);
  };

  revealPressedChip(chips);

  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-filter]');
    if (!link || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    choose(readProjectFilter(link.dataset.filter));
    // 'Show all projects' has just hidden itself: keep the focus on the page, on the chip it chose.
    if (link === showAll) chips.find((chip) => chip.dataset.filter === 'all')?.focus();
  });

  // The chips are buttons to assistive technology, so Space presses them too (Enter follows any link).
  root.addEventListener('keydown', (event) => {
    const chip = (event.target as Element).closest?.('a[role=button][data-filter]');
    if (event.key !== ' ' || !(chip instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    chip.click();
  });
};

export default projectsFilter;
