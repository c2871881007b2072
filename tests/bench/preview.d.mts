export interface Preview {
  /** The site's address, e.g. http://127.0.0.1:41235. */
  url: string;
  stop(): Promise<void>;
}

export declare function startPreview(options?: { outDir?: string }): Promise<Preview>;
