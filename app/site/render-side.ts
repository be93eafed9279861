/**
 * Whether the server renders this request (a page's first load) rather than the browser (after
 * hydration, a navigation inside the app): only the server has the request's own words (its query
 * string as sent), reads the CMS without the query cache, lets a failed call fail the render and
 * writes what only crawlers and link previews read. A constant of each build (Vite's
 * `import.meta.env.SSR`), so the browser's bundle holds none of the code it guards (ADR 046, step eight).
 */
export const renderingOnServer: boolean = import.meta.env.SSR
