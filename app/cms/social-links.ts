import { type ContentNode, childNodes, isContentNode, nodesWithTemplate, stringProp } from './content.ts'

/** The networks a brand may link to, with their names as shown. */
const networks = { linkedin: 'LinkedIn', xing: 'XING', youtube: 'YouTube', instagram: 'Instagram', facebook: 'Facebook', x: 'X' } as const

type Network = keyof typeof networks

function isNetwork(name: string): name is Network {
  return Object.hasOwn(networks, name)
}

interface SocialLink {
  network: string
  url: string
}

/** The profiles of a social-links component (`items`, each a `network` and an https `url`); others are left out. */
export function socialLinks(component: Record<string, unknown>): SocialLink[] {
  const items = isContentNode(component['items']) ? childNodes(component['items']) : []
  return items.flatMap((item) => {
    const network = stringProp(item, 'network')
    const url = stringProp(item, 'url')
    if (!network || !isNetwork(network) || !url?.startsWith('https://')) return []
    return [{ network: networks[network], url }]
  })
}

/** Every profile the brand's footer links to: its `sameAs` in structured data. */
export function socialProfiles(footer: ContentNode | null): string[] {
  return footer
    ? nodesWithTemplate(footer, 'okg-lm:components/social-links')
        .flatMap(socialLinks)
        .map((link) => link.url)
    : []
}
