/**
 * What the site takes as an attachment (docs/contracts.md: Magnolia's multipart calls take PDF,
 * PNG or JPEG, at most 10 MB each): checked by the server before anything is stored.
 */
export const uploadTypes: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg'])

/** What a file input offers. */
export const uploadAccept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'

/** The largest attachment: 10 MB. */
export const uploadLimit = 10 * 1024 * 1024

/** Why an attachment is refused (`too-large`: 413, `type`: 415), or undefined when it is taken. */
export function uploadProblem(file: { size: number; type: string }): 'too-large' | 'type' | undefined {
  if (file.size > uploadLimit) return 'too-large'
  return uploadTypes.has(file.type) ? undefined : 'type'
}
