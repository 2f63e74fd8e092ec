import { highlightParts } from "../highlight";

/** Text with the keyword's terms marked. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((p, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
        p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}
