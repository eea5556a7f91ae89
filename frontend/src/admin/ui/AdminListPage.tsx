import type { ReactNode } from 'react';
import type { SimpleGridProps } from '@chakra-ui/react';
import { AddLink, AdminCard, AdminCardList, type AdminCardImage } from './AdminCardList';
import { AdminPageHeader } from './AdminPageHeader';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { useDeleteFlow, type DeleteFlowOptions } from './use-delete-flow';

interface ListItem {
  id: string;
  title: string;
}

/** What one item shows: its image (with an optional badge over it), where Edit goes, and the text below. */
export interface ListCard {
  image: AdminCardImage;
  imageBadge?: ReactNode;
  editTo: string;
  body: ReactNode;
}

interface AdminListPageProps<T extends ListItem> {
  title: string;
  /** The line under the title once the list is loaded, e.g. "3 services on the website". */
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
}

/** An admin list screen: header with the add action, the cards with edit and delete, and the delete confirmation. */
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
}: AdminListPageProps<T>) {
  const flow = useDeleteFlow<T>(deletion);
  const loaded = items ?? [];

  return (
    <>
      <AdminPageHeader title={title} subtitle={items ? summary(items.length) : undefined} actions={<AddLink {...addLink} />} />
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
        {loaded.map((item) => {
          const { image, imageBadge, editTo, body } = card(item);
          return (
            <AdminCard
              key={item.id}
              title={item.title}
              image={image}
              imageBadge={imageBadge}
              editTo={editTo}
              onDelete={() => flow.request(item)}
              deleting={flow.isDeleting(item.id)}
            >
              {body}
            </AdminCard>
          );
        })}
      </AdminCardList>
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
