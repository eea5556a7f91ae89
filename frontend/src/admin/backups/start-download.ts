/**
 * Opens a download link in this tab: the server answers it as an attachment, so the browser saves
 * the file straight to disk (an archive holds every photo: never read into memory here) and the page stays.
 */
export function startDownload(link: string): void {
  window.location.assign(link);
}
