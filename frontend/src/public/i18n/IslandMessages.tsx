import type { MessageId } from './messages/en';
import { useI18n } from './context';

/** `<`, `>` and `&` as \u escapes: no text can close the script element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The texts an island writes into the page, in the page's language, as JSON inside the island's root
 * (read by islands/core/messages.ts): an island loads only its own messages, and no catalogue. `{name}`
 * placeholders are kept for the island to fill: `fill` lists them.
 */
export function IslandMessages({ ids, fill = [] }: { ids: Record<string, MessageId>; fill?: readonly string[] }) {
  const { t } = useI18n();
  const placeholders = Object.fromEntries(fill.map((name) => [name, `{${name}}`]));
  const messages = Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, t(id, placeholders)]));
  return <script type="application/json" data-island-messages="" dangerouslySetInnerHTML={{ __html: safeJson(messages) }} />;
}
