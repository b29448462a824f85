// subset-font ships no types; faceIndex comes from patches/subset-font+2.9.0.patch.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    faceIndex?: number;
    keepFeatures?: string[];
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
