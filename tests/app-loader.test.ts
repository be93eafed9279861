import { QueryClient, queryOptions } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensureAppQuery } from '#app/cms/app-loader.ts'

// which side renders: each build has its constant (`import.meta.env.SSR`); here each test says
const side = vi.hoisted(() => ({ server: true }))
vi.mock('#app/site/render-side.ts', () => ({
  get renderingOnServer() {
    return side.server
  },
}))

/** A detail's query whose server-function call fails as a dropped connection does. */
const droppedCall = queryOptions({
  queryKey: ['detail', 'dropped'],
  queryFn: (): Promise<{ status: 'ok' }> => Promise.reject(new TypeError('Failed to fetch')),
  retry: false,
})
const answeredCall = queryOptions({ queryKey: ['detail', 'answered'], queryFn: () => Promise.resolve({ status: 'not-found' as const }), retry: false })

describe('an app loader awaiting its query (app/cms/app-loader.ts, ensureAppQuery)', () => {
  afterEach(() => {
    side.server = true
  })

  it('in the browser a failed call answers nothing and leaves the query failed: the page shows, and the view its retry notice', async () => {
    side.server = false
    const queryClient = new QueryClient()
    await expect(ensureAppQuery(queryClient, droppedCall)).resolves.toBeUndefined()
    expect(queryClient.getQueryState(droppedCall.queryKey)?.status).toBe('error')
    await expect(ensureAppQuery(queryClient, answeredCall)).resolves.toEqual({ status: 'not-found' })
  })

  it('on the server what the call throws stays an error', async () => {
    await expect(ensureAppQuery(new QueryClient(), droppedCall)).rejects.toThrow('Failed to fetch')
  })
})
