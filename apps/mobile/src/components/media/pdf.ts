import type { PDFDocumentProxy } from "pdfjs-dist";

/**
 * pdf.js, loaded the first time a PDF is opened (about 400 KB with its worker, never on the first
 * screen). Eval stays off: the site's CSP forbids it and font programs do not need it.
 */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ url: new URL(url, location.href).href, isEvalSupported: false, withCredentials: true })
    .promise;
}

/**
 * Draws one page into a canvas at `cssWidth`, sharp on the phone's pixel density. An abort (the
 * page scrolled far away) cancels the drawing and leaves the canvas alone.
 */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNo: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  signal: AbortSignal,
) {
  const page = await doc.getPage(pageNo);
  if (signal.aborted) {
    page.cleanup();
    return;
  }
  const base = page.getViewport({ scale: 1 });
  // At most 2: a page drawn at 3x is about 6 MB of canvas, and iOS caps canvas memory per page.
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * dpr });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${Math.floor(viewport.height / dpr)}px`;
  const task = page.render({ canvas, viewport });
  const cancel = () => task.cancel();
  signal.addEventListener("abort", cancel);
  try {
    await task.promise;
  } finally {
    signal.removeEventListener("abort", cancel);
    page.cleanup();
  }
}
