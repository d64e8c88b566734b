/**
 * apps/cms compiles to CommonJS with moduleResolution "Node", which ignores package.json "exports", and
 * altcha-lib 2 publishes its types only there. These declarations point TypeScript at the same CommonJS build
 * that Node's require() loads through "exports". They can go when apps/cms moves to "node16" resolution.
 */
declare module 'altcha-lib' {
  export * from 'altcha-lib/dist/cjs/v2/index';
}

declare module 'altcha-lib/algorithms/pbkdf2' {
  export * from 'altcha-lib/dist/cjs/v2/algorithms/pbkdf2';
}
