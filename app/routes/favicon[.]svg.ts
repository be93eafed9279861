import { createFileRoute } from '@tanstack/react-router'
import { brandIds, brandTable, defaultBrand } from '#config/brands.ts'
import { publicOrigins, serverEnv } from '#app/server/env.server.ts'
import { brandMarkSvg } from '#app/ui/brand-mark.tsx'

/** The brand's icon: `?brand=` (pages on a shared origin name theirs), else the origin's brand, else albis. */
export const Route = createFileRoute('/favicon.svg')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        const asked = brandIds.find((id) => id === url.searchParams.get('brand'))
        const brand = asked ?? publicOrigins().brands.get(url.origin) ?? defaultBrand
        const svg = brandMarkSvg(brandTable(serverEnv().PUBLIC_PRODUCT_WORD)[brand].color)
        return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } })
      },
    },
  },
})
