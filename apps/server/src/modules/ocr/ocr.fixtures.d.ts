export interface Slide {
  title: string;
  lines: string[];
}
export declare const SLIDES: Slide[];
/** The slide's text in reading order, one string per line (the truth OCR is measured against). */
export declare const truthOf: (s: Slide) => string[];
/** A 16:9 slide: a title bar and bullet-free body lines, dark text on a light background. */
export declare function slideSvg(s: Slide, width?: number, height?: number): string;
export declare function slidePng(s: Slide, width?: number, height?: number): Promise<Buffer>;
/** The slide as a phone photo of a projector screen would look: tilted, soft, uneven, JPEG. */
export declare function slidePhoto(s: Slide, seed?: number): Promise<Buffer>;
/**
 * Character accuracy of recognised text against the truth: 1 − edit distance / truth length,
 * whitespace ignored (PaddleOCR drops spaces between Chinese words), never below 0.
 */
export declare function charAccuracy(truth: string[], read: string[]): number;
