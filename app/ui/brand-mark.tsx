/** The brand's logo mark: a rounded square in the brand's colour with a white triangle. */
const square = { width: 32, height: 32, rx: 6 }
const triangle = 'M9 23l7-13 7 13z'

/** Inline in the header, drawn in the current text colour (the brand token): no request, no layout shift. */
export function BrandMark() {
  return (
    <svg className="brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect {...square} fill="currentColor" />
      <path d={triangle} fill="#fff" />
    </svg>
  )
}

/** The same mark as an SVG document in a given colour: the site's icon. */
export function brandMarkSvg(color: string): string {
  const fill = /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#000'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="${square.width}" height="${square.height}" rx="${square.rx}" fill="${fill}"/><path d="${triangle}" fill="#fff"/></svg>`
}
