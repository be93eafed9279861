/**
 * What the site takes as an attachment (docs/contracts.md: Magnolia's multipart calls take PDF,
 * PNG or JPEG, at most 10 MB each): checked by the server before anything is stored. A file is
 * taken only when its type, its name's extension and its first bytes (the format's signature)
 * agree, so a renamed executable or page is no "PDF"; its name is kept without path parts,
 * control or formatting characters (a right-to-left override hiding `exe`), at most 200 characters.
 */

/** The types taken: each with its file name extensions and the bytes every such file begins with. */
const uploadKinds: Readonly<Record<string, { extensions: readonly string[]; signature: readonly number[] }>> = {
  // %PDF-
  'application/pdf': { extensions: ['pdf'], signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  'image/png': { extensions: ['png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], signature: [0xff, 0xd8, 0xff] },
}

/** What a file input offers. */
export const uploadAccept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'

/** The largest attachment: 10 MB. */
export const uploadLimit = 10 * 1024 * 1024

const nameLimit = 200

type UploadProblem = 'too-large' | 'type'

/** Why an attachment is refused (`too-large`: 413, `type`: 415), or undefined when it is taken; `name` as `uploadName` made it. */
export function uploadProblem(file: { size: number; type: string; name: string; bytes: Uint8Array }): UploadProblem | undefined {
  if (file.size > uploadLimit) return 'too-large'
  const kind = uploadKinds[file.type]
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]
  if (!kind || !extension || !kind.extensions.includes(extension.toLowerCase())) return 'type'
  return kind.signature.every((byte, index) => file.bytes[index] === byte) ? undefined : 'type'
}

/**
 * A file name as the site keeps and forwards it: the last part of a path (`/` or `\`), blanks
 * (tabs and line breaks too) collapsed into one, without other control and formatting characters,
 * no leading dots, at most 200 characters with its extension kept; `attachment` when nothing is
 * left of it.
 */
export function uploadName(name: string): string {
  // Stryker disable next-line StringLiteral: split gives at least one part, so the fallback only gives the type
  const cleaned = (name.split(/[/\\]/).pop() ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .replace(/^[.\s]+/, '')
  // With the leading dots gone, no name is an extension alone: only an empty one needs a stand-in.
  if (cleaned === '') return 'attachment'
  if (cleaned.length <= nameLimit) return cleaned
  const extension = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? ''
  return `${cleaned.slice(0, nameLimit - extension.length).trimEnd()}${extension}`
}

/** An attachment as a submission carries it. */
export interface Upload {
  name: string
  type: string
  bytes: Uint8Array
}

/** How a server function answers a refused attachment: its HTTP status and the form's outcome. */
export const uploadRefusals = {
  'too-large': { httpStatus: 413, status: 'upload' },
  type: { httpStatus: 415, status: 'file-type' },
} as const satisfies Record<UploadProblem, { httpStatus: number; status: string }>

/** Reads an uploaded file (none: no files) for the outbox, or says why it is refused; a file over the limit is not read. */
export async function readUpload(file: File | null): Promise<{ files: Upload[] } | { problem: UploadProblem }> {
  if (!file) return { files: [] }
  if (file.size > uploadLimit) return { problem: 'too-large' }
  const upload = { name: uploadName(file.name), type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }
  const problem = uploadProblem({ ...upload, size: upload.bytes.byteLength })
  return problem ? { problem } : { files: [upload] }
}
