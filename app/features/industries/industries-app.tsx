/**
 * The chemicals unit's industries (`okg-lm:components/industries`): the tiles with the country
 * filter on the industries page, an industry at `industries/{id}` and a product group at
 * `industries/{id}/{productGroupId}` (the cut-back rules send all three to the same CMS page), and
 * the industry a page of its own names (the spec's exceptions). Each part loads its own code.
 */
import { useSite } from '#app/site/site-context.tsx'
import { preloadable } from '#app/ui/preloadable.tsx'
import { type IndustriesView, industriesViewOf } from '#app/site/industries-paths.ts'

const IndustryTiles = preloadable(() => import('./industry-tiles.tsx').then((module) => module.default), 'IndustryTiles')
const IndustryDetail = preloadable(() => import('./industry-detail.tsx').then((module) => module.default), 'IndustryDetail')

/** Loads the code of the part a view shows (the loader calls it, so the server HTML is whole). */
export function preloadIndustriesPart(view: IndustriesView): Promise<void> {
  return view.kind === 'tiles' ? IndustryTiles.preload() : IndustryDetail.preload()
}

export default function IndustriesApp() {
  const view = industriesViewOf(useSite().address.pagePath)
  return view.kind === 'tiles' ? <IndustryTiles /> : <IndustryDetail view={view} />
}
