// Types of server/route-label.mjs.
export declare function createRouteLabeller(routes: readonly string[]): (url: string | undefined) => string;
export declare function builtRoutes(distDir: string): string[];
