import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import type { EnquiryStatus } from '@/gql/graphql';
import { describeError } from '@/admin/lib/graphql-errors';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { ConfirmDeleteDialog } from '@/admin/ui/ConfirmDeleteDialog';
import { EmptyState, ErrorState, LoadingState } from '@/admin/ui/StatusViews';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import { useDeleteFlow } from '@/admin/ui/use-delete-flow';
import { useDeleteEnquiry } from './api/delete-enquiry';
import { CSV_DOWNLOAD_FAILED, downloadEnquiriesCsv } from './api/download-enquiries-csv';
import { useAdminEnquiries } from './api/get-enquiries';
import { useUpdateEnquiryStatus } from './api/update-enquiry';
import { ENQUIRY_STATUS_OPTIONS, EnquiryCard, type EnquiryItem } from './EnquiryCard';

function summary(enquiries: readonly EnquiryItem[]): string {
  const unread = enquiries.filter((enquiry) => enquiry.status === 'NEW').length;
  return `${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'}, ${unread} new`;
}

/** The contact form's enquiries, newest first: answer, change status, delete, export. */
export function EnquiriesPage() {
  const { data, loading, error } = useAdminEnquiries();
  const updateStatus = useUpdateEnquiryStatus();
  const deleteEnquiry = useDeleteEnquiry();
  const [changing, setChanging] = useState<ReadonlySet<string>>(() => new Set());
  const [downloading, setDownloading] = useState(false);
  const enquiries = data?.enquiries;

  const flow = useDeleteFlow<EnquiryItem>({
    remove: async (enquiry) => (await deleteEnquiry(enquiry.id, enquiry.status)).data?.deleteEnquiry === true,
    successMessage: 'Enquiry deleted successfully',
    failureMessage: (caught) => ({ title: `Failed to delete enquiry: ${describeError(caught, 'Delete failed')}` }),
  });

  const changeStatus = async (enquiry: EnquiryItem, status: EnquiryStatus) => {
    setChanging((current) => new Set(current).add(enquiry.id));
    try {
      await updateStatus(enquiry.id, status, enquiry.status);
      notifySuccess(`Marked as ${ENQUIRY_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status}`);
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
      await downloadEnquiriesCsv();
    } catch (caught) {
      notifyError(CSV_DOWNLOAD_FAILED, caught instanceof Error && caught.message !== CSV_DOWNLOAD_FAILED ? caught.message : undefined);
    } finally {
      setDownloading(false);
    }
  };

  let content;
  if (!enquiries && loading) content = <LoadingState label="Loading enquiries…" />;
  else if (!enquiries && error) content = <ErrorState message="Could not load enquiries." />;
  else if (!enquiries?.length) content = <EmptyState message="No enquiries yet. Messages sent through the website's contact form appear here." />;
  else {
    content = (
      <Stack as="ul" listStyleType="none" gap="4">
        {enquiries.map((enquiry) => (
          <EnquiryCard
            key={enquiry.id}
            enquiry={enquiry}
            onStatusChange={(status) => void changeStatus(enquiry, status)}
            changingStatus={changing.has(enquiry.id)}
            onDelete={() => flow.request(enquiry)}
            deleting={flow.isDeleting(enquiry.id)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Enquiries"
        subtitle={enquiries ? summary(enquiries) : undefined}
        actions={
          <Button variant="outline" onClick={() => void download()} loading={downloading} loadingText="Preparing…" disabled={!enquiries?.length}>
            <Download /> Download CSV
          </Button>
        }
      />
      {content}
      <ConfirmDeleteDialog
        open={!!flow.pending}
        title="Delete enquiry?"
        message={`The enquiry from ${flow.pending?.name ?? ''} will be deleted. This cannot be undone.`}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </>
  );
}
