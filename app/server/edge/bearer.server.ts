/** The secrets the edge's own endpoints take (`REVALIDATE_SECRET`, `METRICS_TOKEN`) as bearer tokens. */
import { timingSafeEqual } from 'node:crypto'

/** Whether a request's `Authorization: Bearer …` is `secret`, compared in constant time; never when no secret is set. */
export function carriesBearer(request: Request, secret: string | undefined): boolean {
  if (secret === undefined) return false
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
