import type { ReactNode } from 'react';
import { AdminPageHeader } from './AdminPageHeader';
import { ErrorState, LoadingState } from './StatusViews';

interface AdminEditScreenProps<T> {
  title: string;
  subtitle: string;
  /** The query's state: `record` is undefined until it answers, and null when the item does not exist. */
  record: T | null | undefined;
  loading: boolean;
  error: unknown;
  loadingLabel: string;
  /** What to say when the item could not be loaded (`error` is undefined when it does not exist). */
  failure: (error: unknown) => { message: string; detail?: string };
  onBack: () => void;
  children: (record: T) => ReactNode;
}

/** An admin edit screen: its header, then the loading or failure state, or the form for the loaded item. */
export function AdminEditScreen<T>({ title, subtitle, record, loading, error, loadingLabel, failure, onBack, children }: AdminEditScreenProps<T>) {
  let body: ReactNode;
  if (loading && !record) body = <LoadingState label={loadingLabel} />;
  else if (error || !record) body = <ErrorState {...failure(error)} onBack={onBack} />;
  else body = children(record);
  return (
    <>
      <AdminPageHeader title={title} subtitle={subtitle} />
      {body}
    </>
  );
}
