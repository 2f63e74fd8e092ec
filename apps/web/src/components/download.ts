/**
 * Starts a browser download of a URL the server handed out (same origin, cookie session)
 * without leaving the page.
 */
export function triggerDownload(url: string, fileName?: string): void {
  const a = document.createElement("a");
  a.href = url;
  if (fileName) a.download = fileName;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
}
