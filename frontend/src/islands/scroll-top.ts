import { SCROLL_TOP_THRESHOLD } from '@/app/layouts/public/nav';
import { scrollToTop, watchScrolledPast } from './core/motion';
import type { Island } from './island';

/** The floating 'Scroll to top' button: shown past the threshold, scrolls smoothly back up. */
const scrollTop: Island = (button) => {
  watchScrolledPast(SCROLL_TOP_THRESHOLD, (past) => {
    button.hidden = !past;
  });
  button.addEventListener('click', () => scrollToTop());
};

export default scrollTop;
