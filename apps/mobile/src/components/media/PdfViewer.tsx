import type { PDFDocumentProxy } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import { openPdf, renderPage } from "./pdf";

/** Pages drawn ahead of the one in view, so scrolling does not show blanks. */
const AHEAD = "400px";
/**
 * Pages further than this from the screen give their canvas back: a drawn page holds up to 4 MB
 * of pixels, and iOS stops drawing canvases past a few hundred MB in all (a 200-page handout).
 */
const KEEP = "2400px";

function PdfPage({ doc, pageNo, width }: { doc: PDFDocumentProxy; pageNo: number; width: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"wait" | "done" | "failed">("wait");
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || width <= 0) return;
    let drawing: AbortController | null = null;
    const draw = () => {
      if (drawing) return;
      const ctl = new AbortController();
      drawing = ctl;
      renderPage(doc, pageNo, canvas, width, ctl.signal).then(
        () => !ctl.signal.aborted && setState("done"),
        () => !ctl.signal.aborted && setState("failed"),
      );
    };
    const release = () => {
      // Pixels drawn before a change of width count too (drawing is null again by then).
      if (!drawing && canvas.width === 0) return;
      drawing?.abort();
      drawing = null;
      // A canvas of no pixels frees its memory; its CSS size keeps the page's place in the scroll.
      canvas.width = 0;
      canvas.height = 0;
      setState("wait");
    };
    if (!("IntersectionObserver" in window)) return draw();
    // Only the newest entry counts: a fling can queue "in" then "out" for one page in one batch.
    const newest = (entries: IntersectionObserverEntry[]) => entries[entries.length - 1]?.isIntersecting === true;
    const near = new IntersectionObserver((entries) => newest(entries) && draw(), { rootMargin: AHEAD });
    const far = new IntersectionObserver((entries) => !newest(entries) && release(), { rootMargin: KEEP });
    near.observe(canvas);
    far.observe(canvas);
    return () => {
      near.disconnect();
      far.disconnect();
      drawing?.abort();
    };
  }, [doc, pageNo, width]);
  return (
    <div className="m-pdf-page" data-page={pageNo} data-state={state}>
      <canvas
        ref={ref}
        aria-label={`第 ${pageNo} 页`}
        role="img"
        style={{ width, minHeight: state === "wait" ? width * 1.3 : undefined }}
      />
      {state === "failed" ? <div className="m-muted">第 {pageNo} 页加载失败</div> : null}
    </div>
  );
}

/** A PDF as pages drawn by pdf.js at the screen's width (phones have no inline PDF viewer). */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let gone = false;
    let opened: PDFDocumentProxy | null = null;
    setDoc(null);
    setError(null);
    openPdf(url).then(
      (d) => {
        opened = d;
        if (gone) void d.destroy();
        else setDoc(d);
      },
      (e: unknown) => {
        if (!gone) setError((e as { status?: number })?.status === 403 ? "没有访问权限" : "文档加载失败，请稍后重试");
      },
    );
    return () => {
      gone = true;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  return (
    <section className="m-pdf" ref={box} aria-label={title}>
      {error ? <div className="m-center m-muted">{error}</div> : null}
      {!doc && !error ? <div className="m-center m-muted">文档加载中…</div> : null}
      {doc ? (
        <>
          <div className="m-muted m-pdf-count">共 {doc.numPages} 页</div>
          {Array.from({ length: doc.numPages }, (_, i) => i + 1).map((pageNo) => (
            <PdfPage key={pageNo} doc={doc} pageNo={pageNo} width={width} />
          ))}
        </>
      ) : null}
    </section>
  );
}
