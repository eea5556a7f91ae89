import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import type { EnquiryStatus } from '@/gql/graphql';
import { describeError } from '@/admin/lib/graphql-errors';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { ConfirmDeleteDialog } from '@/admin/ui/ConfirmDeleteDialog';
import { LoadMore } from '@/admin/ui/LoadMore';
import { EmptyState, ErrorState, LoadingState } from '@/admin/ui/StatusViews';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import { useDeleteFlow } from '@/admin/ui/use-delete-flow';
import { useDeleteEnquiry } from './api/delete-enquiry';
import { CSV_DOWNLOAD_FAILED, downloadEnquiriesCsv } from './api/download-enquiries-csv';
import { useAdminEnquiries } from './api/get-enquiries';
import { useUnreadEnquiryCount } from './api/get-unread-enquiry-count';
import { useUpdateEnquiryStatus } from './api/update-enquiry';
import { ENQUIRY_STATUS_OPTIONS, EnquiryCard, type EnquiryItem } from './EnquiryCard';
import { IN_TRASH, TRASH_NOTE } from '@/admin/ui/trash-notes';
import { EnquiryFilters } from './EnquiryFilters';
import { useEnquiryFilters } from './use-enquiry-filters';

const count = new Intl.NumberFormat('en-IN');
const enquiriesText = (total: number) => `${count.format(total)} ${total === 1 ? 'enquiry' : 'enquiries'}`;
const statusLabel = (status: EnquiryStatus) => ENQUIRY_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;

/** "2,000 enquiries, 130 new"; with a status chosen, "130 enquiries marked New"; with a search, "3 enquiries match “Arun”". */
function summary(total: number, unread: number | undefined, status: EnquiryStatus | null, search: string): string {
  if (search) return `${enquiriesText(total)} ${status ? `marked ${statusLabel(status)} ` : ''}${total === 1 ? 'matches' : 'match'} “${search}”`;
  if (status) return `${enquiriesText(total)} marked ${statusLabel(status)}`;
  return unread === undefined ? enquiriesText(total) : `${enquiriesText(total)}, ${count.format(unread)} new`;
}

/** What an empty list says: why nothing is listed. */
function noneMessage(status: EnquiryStatus | null, search: string): string {
  if (search) return `No enquiries ${status ? `marked ${statusLabel(status)} ` : ''}match “${search}”.`;
  if (status) return `No enquiries marked ${statusLabel(status)}.`;
  return "No enquiries yet. Messages sent through the website's contact form appear here.";
}

/** The contact form's enquiries, newest first, a page at a time: search, filter, answer, note, change status, delete, export. */
export function EnquiriesPage() {
  const filters = useEnquiryFilters();
  const { status, search } = filters;
  const { page, loading, error, loadMore, refetch } = useAdminEnquiries(status, search);
  const unread = useUnreadEnquiryCount();
  const updateStatus = useUpdateEnquiryStatus();
  const deleteEnquiry = useDeleteEnquiry();
  const [changing, setChanging] = useState<ReadonlySet<string>>(() => new Set());
  const [downloading, setDownloading] = useState(false);

  const flow = useDeleteFlow<EnquiryItem>({
    remove: async (enquiry) => (await deleteEnquiry(enquiry.id, enquiry.status)).data?.deleteEnquiry === true,
    successMessage: 'Enquiry deleted successfully',
    successDetail: IN_TRASH,
    failureMessage: (caught) => ({ title: `Failed to delete enquiry: ${describeError(caught, 'Delete failed')}` }),
  });

  const changeStatus = async (enquiry: EnquiryItem, status: EnquiryStatus) => {
    setChanging((current) => new Set(current).add(enquiry.id));
    try {
      await updateStatus(enquiry.id, status, enquiry.status, search);
      notifySuccess(`Marked as ${statusLabel(status)}`);
    } catch (caught) {
      notifyError('Failed to update the enquiry', describeError(caught, '') || undefined);
    } finally {
      setChanging((current) => {
        const next = new Set(current);
        next.delete(enquiry.id);
        return next;
      });
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEnquiriesCsv({ status, search });
    } catch (caught) {
      notifyError(CSV_DOWNLOAD_FAILED, caught instanceof Error && caught.message !== CSV_DOWNLOAD_FAILED ? caught.message : undefined);
    } finally {
      setDownloading(false);
    }
  };

  let content;
  if (!page && loading) content = <LoadingState label="Loading enquiries…" />;
  else if (!page && error) content = <ErrorState message="Could not load enquiries." />;
  else if (!page?.items.length) {
    content = (
      <EmptyState
        message={noneMessage(status, search)}
        action={
          filters.filtered && (
            <Button variant="outline" onClick={filters.clear}>
              Clear the search and filter
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <>
        <Stack as="ul" listStyleType="none" gap="4">
          {page.items.map((enquiry) => (
            <EnquiryCard
              key={enquiry.id}
              enquiry={enquiry}
              onStatusChange={(status) => void changeStatus(enquiry, status)}
              changingStatus={changing.has(enquiry.id)}
              onDelete={() => flow.request(enquiry)}
              deleting={flow.isDeleting(enquiry.id)}
              onReload={() => refetch()}
            />
          ))}
        </Stack>
        <LoadMore shown={page.items.length} total={page.total} noun="enquiries" nextCursor={page.nextCursor} onLoadMore={loadMore} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Enquiries"
        subtitle={page ? summary(page.total, unread, status, search) : undefined}
        actions={
          <Button variant="outline" onClick={() => void download()} loading={downloading} loadingText="Preparing…" disabled={page?.total === 0}>
            <Download /> Download CSV
          </Button>
        }
      />
      <EnquiryFilters filters={filters} />
      {content}
      <ConfirmDeleteDialog
        open={!!flow.pending}
        title="Delete enquiry?"
        message={`The enquiry from ${flow.pending?.name ?? ''} will be deleted. ${TRASH_NOTE}`}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </>
  );
}
