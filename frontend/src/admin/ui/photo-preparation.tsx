import { createContext, useCallback, useContext, useEffect, useState } from 'react';

type Report = (change: 1 | -1) => void;

/** Lets a form know that one of its pickers is still preparing a photo (prepare-photo.ts), so it is not sent without it. */
const PreparingContext = createContext<Report | null>(null);

/** The provider a form wraps its pickers in, with the `report` of usePreparingCount. */
export const PreparingPhotosProvider = PreparingContext.Provider;

/** For the form: how many photos its pickers are preparing, and the function they report to. */
export function usePreparingCount(): [number, Report] {
  const [preparing, setPreparing] = useState(0);
  const report = useCallback<Report>((change) => setPreparing((count) => count + change), []);
  return [preparing, report];
}

/** For a picker: tells the enclosing form, if any, while it is preparing a photo. */
export function useReportPreparing(busy: boolean): void {
  const report = useContext(PreparingContext);
  useEffect(() => {
    if (!busy || !report) return;
    report(1);
    return () => report(-1);
  }, [busy, report]);
}
