import type { Plugin } from 'vite';

export function compileInlineScript(file: string): Promise<string>;
export function inlineScripts(): Plugin;
