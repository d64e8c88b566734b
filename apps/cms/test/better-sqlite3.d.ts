/** The part of better-sqlite3 (installed with Strapi, without its own types) that the API tests use. */
declare module 'better-sqlite3' {
  interface Statement {
    all(...params: unknown[]): unknown[];
    get(...params: unknown[]): unknown;
  }
  class Database {
    constructor(filename: string, options?: { readonly?: boolean; fileMustExist?: boolean });
    exec(sql: string): this;
    prepare(sql: string): Statement;
    close(): void;
  }
  export default Database;
}
