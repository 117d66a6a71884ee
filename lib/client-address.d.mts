export declare const CLIENT_ADDRESS_HEADER: 'x-jf-client-address';
export declare const CLIENT_KEY_HEADER: 'x-jf-client-key';
export declare const CLIENT_CALL_HEADER: 'x-jf-client-call';
export declare function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string;
export declare function isHttpsRequest(encrypted: boolean | undefined, forwardedProto: string | string[] | undefined, trustedHops: number): boolean;
