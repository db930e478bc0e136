// Server entry of @casino/app-frame: the server renderer of a shell, for the web server (Node only; never in a browser bundle).
export { createSiteRenderer, type PageAssets, type PageRequest, type PageResponse } from './lib/server/render-site';
