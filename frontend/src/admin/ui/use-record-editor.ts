import { adminPath } from '@vriddhi/rules';
import { useLocation, useNavigate } from 'react-router';
import { useAdminSave } from './use-admin-save';
import { useGoBack } from './use-go-back';
import { useSaveConflict } from './use-save-conflict';

/** The list screen an edit screen goes back to. */
type ListScreen = 'allProjects' | 'allGalleryImages' | 'allServices';

interface RecordEditorOptions<Record extends { id: string; version: number }, Values> {
  list: ListScreen;
  /** The toast after a save. */
  saved: string;
  /** Reads the record again (after a refused save): null when it is gone. */
  reread: () => Promise<Record | null | undefined>;
  formValues: (record: Record) => Values;
  /** Said when the record is gone by the time it is read again. */
  gone: string;
}

/**
 * What every edit screen of one record (a project, a gallery image, a service) does around its form:
 * saving with progress (useAdminSave), a save refused because someone else saved meanwhile
 * (useSaveConflict) and reloading the latest record over it, going back to its list, and the form's
 * key, which starts the form again after a save or a reload.
 */
export function useRecordEditor<Record extends { id: string; version: number }, Values>(options: RecordEditorOptions<Record, Values>) {
  const navigate = useNavigate();
  const location = useLocation();
  const list = adminPath(options.list);
  const goBack = useGoBack(list);
  const { save, progress } = useAdminSave(options.saved);
  const conflict = useSaveConflict<Values>();
  const latest = async () => {
    const fresh = await options.reread();
    if (!fresh) throw new Error(options.gone);
    return { version: fresh.version, values: options.formValues(fresh) };
  };
  return {
    save,
    progress,
    conflict,
    /** Cancel: back where the person came from, else the list. */
    goBack,
    /** The screen's back arrow: the list. */
    toList: () => navigate(list),
    reloadLatest: () => void conflict.reload(latest),
    formKey: (record: Record) => `${record.id}:${conflict.formKey}:${location.key}`,
  };
}
