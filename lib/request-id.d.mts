export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare function requestIdFor(incoming: string | string[] | undefined, trustedHops: number): string;
