/**
 * What the browser sees of each click and sending once the listeners under test are done (bubble phase on
 * the document): whether it was stopped. It then stops a link's or a form's itself (jsdom neither
 * navigates nor submits), not a submit button's click, which sends its form.
 */
export function browser() {
  const seen: { type: string; target: EventTarget | null; stopped: boolean }[] = [];
  const record = (event: Event) => {
    seen.push({ type: event.type, target: event.target, stopped: event.defaultPrevented });
    if (event.type === 'submit' || (event.target as Element).closest('a')) event.preventDefault();
  };
  document.addEventListener('click', record);
  document.addEventListener('submit', record);
  return { seen, stop: () => (document.removeEventListener('click', record), document.removeEventListener('submit', record)) };
}
