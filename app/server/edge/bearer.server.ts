/** The secrets the edge's own endpoints take (`REVALIDATE_SECRET`, `METRICS_TOKEN`) as bearer tokens. */
import { timingSafeEqual } from 'node:crypto'

/** Whether a request's `Authorization: Bearer …` is `secret`, compared in constant time; never when no secret is set, nor for a header of another scheme. */
export function carriesBearer(request: Request, secret: string | undefined): boolean {
  const header = request.headers.get('authorization')
  // Stryker disable next-line StringLiteral: without the header any text not starting 'Bearer ' matches nothing, like the empty one
  const token = /^Bearer (.*)/.exec(header ?? '')?.[1]
  if (!secret || token === undefined) return false
  const given = Buffer.from(token)
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
