// Zod decides once, when it builds an object schema, whether it may compile parsers with `new
// Function`; under the site's Content Security Policy (no 'unsafe-eval') that probe is reported as
// a violation even though zod catches it. Its `jitless` switch (read from
// `globalThis.__zod_globalConfig`, node_modules/zod/v4/core/core.js) skips the probe. This module is
// the router's first import, so the switch holds before any route module or app builds a schema.
if (typeof window !== 'undefined') (globalThis as { __zod_globalConfig?: { jitless: boolean } }).__zod_globalConfig = { jitless: true }
