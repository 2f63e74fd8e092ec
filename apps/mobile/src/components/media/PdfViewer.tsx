import type { PDFDocumentProxy } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import { openPdf, renderPage } from "./pdf";

/** Pages drawn ahead of the one in view, so scrolling does not show blanks. */
const AHEAD = "400px";

function PdfPage({ doc, pageNo, width }: { doc: PDFDocumentProxy; pageNo: number; width: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"wait" | "done" | "failed">("wait");
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || width <= 0) return;
    let drawn = false;
    const draw = () => {
      if (drawn) return;
      drawn = true;
      renderPage(doc, pageNo, canvas, width).then(
        () => setState("done"),
        () => setState("failed"),
      );
    };
    // Only the pages near the screen are drawn: a 200-page handout would exhaust a phone's memory.
    if (!("IntersectionObserver" in window)) return draw();
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && draw(), {
      rootMargin: AHEAD,
    });
    io.observe(canvas);
    return () => io.disconnect();
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
