/**
 * The site's metrics in Prometheus format (prom-client): requests by route and status, upstream
 * calls by upstream and outcome, cache answers, circuit states, the page cache's size, the outbox's
 * deliveries and what waits in it, and the process (event-loop lag, heap). `GET /metrics` answers them to a scraper with `Authorization: Bearer <METRICS_TOKEN>`.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export const registry = new Registry()
collectDefaultMetrics({ register: registry })

export const requestDuration = new Histogram({
  name: 'site_request_duration_seconds',
  help: 'Time from request to the last byte of the answer, by route and status.',
  labelNames: ['route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const upstreamDuration = new Histogram({
  name: 'site_upstream_call_duration_seconds',
  help: 'Time of one upstream call (all its tries), by upstream and outcome.',
  labelNames: ['upstream', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3],
  registers: [registry],
})

export const upstreamErrors = new Counter({
  name: 'site_upstream_errors_total',
  help: 'Failed upstream calls, by upstream and error kind.',
  labelNames: ['upstream', 'kind'] as const,
  registers: [registry],
})

export const cacheAnswers = new Counter({
  name: 'site_cache_answers_total',
  help: 'What the caches answered: hit, stale (served while revalidating or after a failure), miss.',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
})

export const circuitState = new Gauge({
  name: 'site_upstream_circuit_open',
  help: 'An upstream circuit: 0 closed, 0.5 half-open, 1 open.',
  labelNames: ['upstream'] as const,
  registers: [registry],
})

export const pageCacheBytes = new Gauge({
  name: 'site_page_cache_bytes',
  help: 'What the rendered-page cache holds, in bytes (Brotli and gzip copies); bounded by constants.pageCache.maxBytes.',
  registers: [registry],
})

export const pageCachePages = new Gauge({
  name: 'site_page_cache_pages',
  help: 'How many rendered pages the page cache holds.',
  registers: [registry],
})

export const outboxDeliveries = new Counter({
  name: 'site_outbox_deliveries_total',
  help: 'Delivery attempts of form submissions from the outbox, by outcome: delivered, failed (tried again with backoff), refused (a dead letter).',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

let outboxCounts: (() => { pending: number; dead: number }) | undefined

/** Names the outbox whose entries `site_outbox_entries` counts at each scrape (the site's, once it is open). */
export function countOutbox(counts: () => { pending: number; dead: number }): void {
  outboxCounts = counts
}

/** Registered for its `collect`, which reads the outbox at each scrape: nothing sets it. */
new Gauge({
  name: 'site_outbox_entries',
  help: 'Form submissions in the outbox not delivered, by state: pending (being delivered) or dead (refused by the upstream, waiting for npm run outbox).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const counts = outboxCounts?.()
    if (!counts) return
    this.set({ state: 'pending' }, counts.pending)
    this.set({ state: 'dead' }, counts.dead)
  },
})
