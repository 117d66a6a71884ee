// Types of lib/read-scope.mjs.
export declare const PRIMARY_READS_COOKIE: 'jf_rw';
export interface ReadScope {
  readonly primary: boolean;
  wrote: boolean;
}
export declare function withReadScope<T>(primary: boolean, run: (scope: ReadScope) => T): T;
export declare function readsFromPrimary(): boolean;
export declare function noteWrite(): void;
