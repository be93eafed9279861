/**
 * Input validation of server functions. A server function declares `.validator(input(schema))`:
 * the browser's data is parsed with the schema, and data that does not fit is an `InvalidInput`,
 * which the request middleware answers with 400 and a short message instead of a serialized error
 * with status 200.
 */
import type { z } from 'zod'

export class InvalidInput extends Error {
  /** What did not fit, for the log: at most three issues. */
  readonly issues: string

  constructor(issues: string) {
    super('Invalid input')
    this.name = 'InvalidInput'
    this.issues = issues
  }
}

/** A validator for `createServerFn(...).validator(...)` from a zod schema. */
export function input<S extends z.ZodType>(schema: S): (data: z.input<S>) => z.output<S> {
  return (data) => {
    const result = schema.safeParse(data)
    if (!result.success)
      throw new InvalidInput(
        result.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; '),
      )
    return result.data
  }
}
