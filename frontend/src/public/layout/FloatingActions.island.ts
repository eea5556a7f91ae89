import { SCROLL_TOP_THRESHOLD } from './nav';
import { scrollToTop, watchScrolledPast } from '@/public/islands/core/motion';
import type { Island } from '@/public/islands/island';

/** The floating 'Scroll to top' button: shown past the threshold, scrolls smoothly back up. */
const scrollTop: Island = (button) => {
  watchScrolledPast(SCROLL_TOP_THRESHOLD, (past) => {
    button.hidden = !past;
  });
  button.addEventListener('click', () => scrollToTop());
};

export default scrollTop;
