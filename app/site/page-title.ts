/**
 * The title a page shows in the browser's tab, in search results and where it is shared: the
 * page's own title followed by its brand ("My orders | ALBIS Distribution"), the home the brand
 * followed by its claim ("ALBIS Distribution – Distribution of engineering plastics"), so every
 * title names the brand in every language. A page whose title is the brand's name is just the brand.
 */
interface PageTitleParts {
  /** The brand's name as the site writes it (with the configured product word). */
  brand: string
  /** The page's own title (the CMS page's, or an app's detail). */
  title: string
  /** The home page's claim (its stage's subtitle); only the home carries one. */
  claim?: string | undefined
}

export function documentTitle({ brand, title, claim }: PageTitleParts): string {
  const own = title.trim()
  if (claim !== undefined) {
    const text = claim.trim()
    return text === '' ? brand : `${brand} – ${text}`
  }
  return own === '' || own === brand ? brand : `${own} | ${brand}`
}
