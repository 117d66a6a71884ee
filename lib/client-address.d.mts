export declare const CLIENT_ADDRESS_HEADER: 'x-jf-client-address';
export declare function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string;
