/**
 * An island's texts, in the page's language: the JSON the server wrote into its root
 * (i18n/IslandMessages.tsx), so an island loads only its own messages and no catalogue. Missing ones are
 * undefined.
 */
export function islandMessages<Key extends string>(root: HTMLElement): Partial<Record<Key, string>> {
  const script = root.querySelector('script[data-island-messages]');
  try {
    return JSON.parse(script?.textContent ?? '{}') as Partial<Record<Key, string>>;
  } catch {
    return {};
  }
}
