import { useState, type ReactNode } from 'react';
import { Button, Flex, Text, type SimpleGridProps } from '@chakra-ui/react';
import { ArrowUpDown, ListChecks } from 'lucide-react';
import { CardQuickActions, type CardLink } from './CardQuickActions';
import { AddLink, AdminCard, AdminCardList, type AdminCardImage } from './AdminCardList';
import { AdminPageHeader } from './AdminPageHeader';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ReorderPanel, type ReorderItem } from './ReorderPanel';
import { useDeleteFlow, type DeleteFlowOptions } from './use-delete-flow';
import { useVisibilityToggle } from './use-visibility-toggle';
import { filterByVisibility, type VisibilityFilter } from './visibility-filter';
import { VisibilityFilterControl } from './VisibilityFilterControl';
import { hasNoTamil, noTamilNote } from './tamil';

interface ListItem extends ReorderItem {
  id: string;
  title: string;
  /** Shown on the site; a hidden item carries a "Hidden" badge. */
  published: boolean;
  /** Its texts in Tamil as stored: one without a Tamil title carries a "No Tamil" badge. */
  ta?: { title?: string | null };
}

/** A list whose order the firm chooses: a "Change order" button opens the ReorderPanel. */
export interface ListReorder {
  /** Said above the rows: what the order is for. */
  help: string;
  save: (ids: string[]) => Promise<void>;
}

const NONE_MATCH: Record<Exclude<VisibilityFilter, 'all'>, string> = { shown: 'Nothing is on the site yet.', hidden: 'Nothing is hidden.' };

/** What one item shows: its image (with an optional badge over it), where Edit goes, and the text below. */
export interface ListCard {
  image: AdminCardImage;
  imageBadge?: ReactNode;
  editTo: string;
  body: ReactNode;
}

interface AdminListPageProps<T extends ListItem> {
  title: string;
  /** The line under the title once the list is loaded, for the items on the site, e.g. "3 services on the website" (", 1 hidden" follows). */
  summary: (count: number) => string;
  addLink: { to: string; label: string };
  /** The query's state: `items` is undefined until the first answer. */
  items: T[] | undefined;
  loading: boolean;
  error: unknown;
  messages: { loading: string; error: string; empty: string };
  columns: SimpleGridProps['columns'];
  gap?: SimpleGridProps['gap'];
  deletion: DeleteFlowOptions<T> & { dialogTitle: string; dialogMessage: (title: string) => string };
  card: (item: T) => ListCard;
  reorder?: ListReorder;
  /** One-tap Hide / Show on each card, and where to see it (the public page, or a preview of a hidden one). */
  quick?: QuickActions<T>;
  /** What the items are called in the note counting those with no Tamil title ("project"). */
  tamilNoun?: string;
  /** "Select": several items chosen, then what can be done to them at once (`done` ends the choosing). */
  batch?: (ids: string[], done: () => void) => ReactNode;
}

export interface QuickActions<T> {
  setPublished: (item: T, published: boolean) => Promise<unknown>;
  link?: (item: T) => CardLink | null;
}

/**
 * An admin list screen: header with the add action, the All / On the site / Hidden filter, the cards
 * with edit and delete (hidden ones marked), and the delete confirmation.
 */
export function AdminListPage<T extends ListItem>({
  title,
  summary,
  addLink,
  items,
  loading,
  error,
  messages,
  columns,
  gap,
  deletion,
  card,
  reorder,
  quick,
  batch,
  tamilNoun,
}: AdminListPageProps<T>) {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const choose = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const [reordering, setReordering] = useState(false);
  const toggle = useVisibilityToggle(quick);
  const flow = useDeleteFlow<T>(deletion);
  const [visibility, setVisibility] = useState<VisibilityFilter>('all');
  const loaded = items ?? [];
  const hiddenCount = loaded.filter((item) => !item.published).length;
  const shown = filterByVisibility(loaded, visibility);
  const withTamil = (item: T): item is T & { ta: { title?: string | null } } => !!tamilNoun && !!item.ta;
  const tamilNote = tamilNoun ? noTamilNote(loaded.filter(withTamil), tamilNoun) : null;

  return (
    <>
      <AdminPageHeader
        title={title}
        subtitle={items ? `${summary(items.length - hiddenCount)}${hiddenCount ? `, ${hiddenCount} hidden` : ''}` : undefined}
        actions={
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            {batch && loaded.length > 0 && !reordering && !chosen && (
              <Button variant="outline" onClick={() => setChosen(new Set())}>
                <ListChecks /> Select
              </Button>
            )}
            {reorder && loaded.length > 1 && !reordering && !chosen && (
              <Button variant="outline" onClick={() => setReordering(true)}>
                <ArrowUpDown /> Change order
              </Button>
            )}
            <AddLink {...addLink} />
          </Flex>
        }
      />
      {reorder && reordering && <ReorderPanel items={loaded} help={reorder.help} save={reorder.save} onClose={() => setReordering(false)} />}
      {batch && chosen && (
        <Flex
          position="sticky"
          top={{ base: '16', lg: '2' }}
          zIndex="2"
          mb="4"
          p="3"
          gap="3"
          wrap="wrap"
          align="center"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="xl"
          shadow="md"
          role="region"
          aria-label="Chosen items"
        >
          <Text fontWeight="semibold" aria-live="polite">
            {chosen.size} chosen
          </Text>
          <Button size="sm" variant="ghost" onClick={() => setChosen(new Set(shown.map((item) => item.id)))}>
            Choose all {shown.length}
          </Button>
          {batch([...chosen], () => setChosen(null))}
          <Button size="sm" variant="ghost" onClick={() => setChosen(null)}>
            Done
          </Button>
        </Flex>
      )}
      {!reordering && tamilNote && (
        <Text mb="3" fontSize="sm" color="fg.muted" role="note">
          {tamilNote}: their Tamil pages show the English title until you add one.
        </Text>
      )}
      {!reordering && loaded.length > 0 && (
        <Flex mb="4" justify="flex-start">
          <VisibilityFilterControl value={visibility} onChange={setVisibility} />
        </Flex>
      )}
      {!reordering && visibility !== 'all' && loaded.length > 0 && shown.length === 0 && (
        <Text color="fg.muted" py="10" textAlign="center">
          {NONE_MATCH[visibility]}
        </Text>
      )}
      {!reordering && (
        <AdminCardList
          loading={loading && !items}
          failed={!!error && !items}
          empty={loaded.length === 0}
          loadingLabel={messages.loading}
          errorMessage={messages.error}
          emptyMessage={messages.empty}
          addLink={addLink}
          columns={columns}
          gap={gap}
        >
          {shown.map((item) => {
            const { image, imageBadge, editTo, body } = card(item);
            return (
              <AdminCard
                key={item.id}
                title={item.title}
                hidden={!item.published}
                noTamil={withTamil(item) && hasNoTamil(item)}
                image={image}
                imageBadge={imageBadge}
                editTo={editTo}
                onDelete={() => flow.request(item)}
                deleting={flow.isDeleting(item.id)}
                selection={chosen ? { checked: chosen.has(item.id), onToggle: () => choose(item.id) } : undefined}
                footer={
                  quick && (
                    <CardQuickActions
                      title={item.title}
                      published={item.published}
                      busy={toggle.isBusy(item.id)}
                      onToggle={() => void toggle.run(item)}
                      link={quick.link?.(item)}
                    />
                  )
                }
              >
                {body}
              </AdminCard>
            );
          })}
        </AdminCardList>
      )}
      <ConfirmDeleteDialog
        open={!!flow.pending}
        title={deletion.dialogTitle}
        message={deletion.dialogMessage(flow.pending?.title ?? '')}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </>
  );
}

/** "1 image", "3 images". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
