/** A TypeScript file compiled to a minified inline script (apps/web/build-support/inline-script-plugin.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
