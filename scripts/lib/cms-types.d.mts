export const generatedTypeFiles: readonly string[];
export const regenerateCommand: string;
export function writeCmsTypes(options: { distDir: string; outRoot: string }): Promise<void>;
export function compileCmsForTypes(): Promise<string>;
