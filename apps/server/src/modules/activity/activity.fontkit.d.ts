/** The part of fontkit (no published types) the certificate uses; the font is narrowed there. */
declare module "fontkit" {
  export function create(buffer: Buffer, postscriptName?: string): object;
}
