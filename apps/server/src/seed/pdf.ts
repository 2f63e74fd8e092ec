/**
 * A minimal PDF writer for demo documents. Only the 14 standard fonts are available without
 * embedding, and the machine has no CJK font to embed, so page text is ASCII; the Chinese title
 * goes into the document information (UTF-16), which viewers show as the window title.
 */

export interface PdfPage {
  heading: string;
  paragraphs: string[];
  /** A bar chart drawn under the text: values 0..100 with ASCII labels. */
  chart?: { caption: string; bars: { label: string; value: number }[] };
}

export interface PdfDoc {
  /** Document title (Chinese allowed). */
  title: string;
  /** Running header on every page (ASCII). */
  header: string;
  pages: PdfPage[];
}

const W = 595;
const H = 842;
const MARGIN = 56;

/** Escapes a string for a PDF literal and drops anything outside printable ASCII. */
function lit(s: string): string {
  const ascii = s.replace(/[^\x20-\x7e]/g, "?");
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** UTF-16BE hex string with BOM, for Chinese text in the document information. */
function utf16(s: string): string {
  const buf = Buffer.from(s, "utf16le");
  for (let i = 0; i + 1 < buf.length; i += 2) {
    const a = buf[i] as number;
    buf[i] = buf[i + 1] as number;
    buf[i + 1] = a;
  }
  return `<FEFF${buf.toString("hex").toUpperCase()}>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(doc: PdfDoc, page: PdfPage, n: number, total: number): string {
  const ops: string[] = [];
  // Header band and running title.
  ops.push("0.086 0.467 1 rg", `0 ${H - 64} ${W} 64 re f`);
  ops.push("1 1 1 rg", "BT /F2 13 Tf", `${MARGIN} ${H - 40} Td ${lit(doc.header)} Tj ET`);
  // Page heading.
  let y = H - 110;
  ops.push("0.1 0.1 0.15 rg", "BT /F2 18 Tf", `${MARGIN} ${y} Td ${lit(page.heading)} Tj ET`);
  y -= 12;
  ops.push("0.086 0.467 1 RG 1.5 w", `${MARGIN} ${y} m ${W - MARGIN} ${y} l S`);
  y -= 26;
  // Body paragraphs.
  ops.push("0.2 0.2 0.25 rg");
  for (const p of page.paragraphs) {
    for (const line of wrap(p, 86)) {
      ops.push("BT /F1 11 Tf", `${MARGIN} ${y} Td ${lit(line)} Tj ET`);
      y -= 16;
    }
    y -= 10;
  }
  // Chart: axes, bars and labels.
  if (page.chart) {
    const top = Math.min(y - 10, 420);
    const base = top - 220;
    const left = MARGIN + 20;
    const right = W - MARGIN;
    ops.push("0.3 0.3 0.3 RG 1 w", `${left} ${base} m ${right} ${base} l S`, `${left} ${base} m ${left} ${top} l S`);
    const bars = page.chart.bars;
    const slot = (right - left) / bars.length;
    const colors = ["0.086 0.467 1", "0.447 0.18 0.82", "0.1 0.7 0.5", "0.98 0.55 0.1", "0.9 0.3 0.35"];
    for (const [i, b] of bars.entries()) {
      const h = (Math.max(0, Math.min(100, b.value)) / 100) * 190;
      const x = left + i * slot + slot * 0.2;
      ops.push(
        `${colors[i % colors.length]} rg`,
        `${x.toFixed(1)} ${base} ${(slot * 0.6).toFixed(1)} ${h.toFixed(1)} re f`,
      );
      ops.push("0.2 0.2 0.25 rg", "BT /F1 9 Tf", `${x.toFixed(1)} ${base - 14} Td ${lit(b.label)} Tj ET`);
      ops.push("BT /F1 9 Tf", `${x.toFixed(1)} ${(base + h + 4).toFixed(1)} Td ${lit(String(b.value))} Tj ET`);
    }
    ops.push("BT /F3 10 Tf", `${left} ${base - 36} Td ${lit(page.chart.caption)} Tj ET`);
  }
  // Footer.
  ops.push("0.6 0.6 0.6 RG 0.5 w", `${MARGIN} 50 m ${W - MARGIN} 50 l S`);
  ops.push("0.45 0.45 0.5 rg", "BT /F1 9 Tf", `${MARGIN} 36 Td ${lit("Xinghe Experimental Middle School")} Tj ET`);
  ops.push("BT /F1 9 Tf", `${W - MARGIN - 50} 36 Td ${lit(`Page ${n} / ${total}`)} Tj ET`);
  return ops.join("\n");
}

/** Builds a complete PDF file (uncompressed content streams; a few KB per page). */
export function buildPdf(doc: PdfDoc): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add("");
  const pagesObj = add("");
  const f1 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const f2 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const f3 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  for (const [i, page] of doc.pages.entries()) {
    const content = pageContent(doc, page, i + 1, doc.pages.length);
    const stream = add(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${W} ${H}] ` +
          `/Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R /F3 ${f3} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  const info = add(
    `<< /Title ${utf16(doc.title)} /Author ${utf16("星河实验中学")} /Producer (otp demo seed) ` +
      "/CreationDate (D:20260901080000+08'00') >>",
  );

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
