import { adminPath } from '@vriddhi/rules';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { ErrorState, LoadingState } from '@/admin/ui/StatusViews';
import { describeError } from '@/admin/lib/graphql-errors';
import { useCreateProjectPreviewLink } from './api/create-project-preview-link';

/** Where the browser goes once the server gave the link (a seam for the tests, which cannot leave jsdom's page). */
export const openPreview = { go: (url: string) => window.location.replace(url) };

/**
 * The project's public page as visitors will see it, also while it is hidden: asks the server for a
 * short-lived preview link (a browser tab carries no token) and replaces itself with it.
 */
export function PreviewProjectPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [createLink] = useCreateProjectPreviewLink();
  // The server's reason, '' when it gave none; null while the link is on its way.
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // Once per page, also under React's development double effects.
    if (asked.current) return;
    asked.current = true;
    createLink({ variables: { id } })
      .then(({ data }) => {
        if (data?.createProjectPreviewLink) openPreview.go(data.createProjectPreviewLink);
        else setFailure('');
      })
      .catch((error: unknown) => setFailure(describeError(error, '')));
  }, [createLink, id]);

  return (
    <>
      <AdminPageHeader title="Preview" subtitle="The project's page as visitors will see it" />
      {failure !== null ? (
        <ErrorState
          message="Could not open the preview."
          detail={failure || undefined}
          onBack={() => navigate(adminPath('allProjects'))}
          backLabel="Back to All Projects"
        />
      ) : (
        <LoadingState label="Opening the preview…" />
      )}
    </>
  );
}
