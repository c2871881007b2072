/**
 * What the main thread and the palette worker say to each other. The worker decodes and
 * scales the image and draws the exports; the rules (`extractPalette`) are the domain's.
 */
import type { PaletteExtraction } from '@/domain/tools/color-palette/palette';
import type { PaletteExportRequest } from '@/domain/tools/color-palette/paletteExport';

export type PaletteRequest = { kind: 'extract'; file: Blob } | PaletteExportRequest;

export type PaletteReply =
  | { ok: true; kind: 'extract'; extraction: PaletteExtraction }
  | { ok: true; kind: 'image'; blob: Blob }
  | {
      ok: false;
      /** `unreadable`: the browser could not decode the file as an image. */
      reason: 'unreadable' | 'failed';
      detail: string;
    };
