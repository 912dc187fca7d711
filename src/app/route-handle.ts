/** Per-route facts the build reads: pages that search engines should not index. */
export interface RouteHandle {
  indexable: boolean;
}

export const notIndexed: RouteHandle = { indexable: false };
