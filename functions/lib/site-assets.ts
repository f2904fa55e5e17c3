/** The built storefront (Astro's dist/): a file map on Node, Workers static assets on the edge. */
export interface SiteAssets {
  /**
   * The built file for a URL path (a folder path means its index.html), with its content type,
   * caching and compression chosen for the request; null when there is no such file.
   */
  serve(path: string, request: Request): Promise<Response | null>;
}
