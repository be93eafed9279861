import * as constants from '#config/constants.ts'

const kilobytes = new Intl.NumberFormat(constants.fileSize.locale, { maximumFractionDigits: 0 })

/** File size in kilobytes, no decimals, German number format: `1.500 KB`. */
export function formatFileSize(bytes: number): string {
  return `${kilobytes.format(Math.round(bytes / 1024))} ${constants.fileSize.unit}`
}
