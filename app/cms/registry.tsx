/**
 * The one registry from Magnolia template id to what renders it. Content components are
 * isolated (a component that throws renders nothing); unknown ids render an empty block.
 */
import { type ComponentType, lazy } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { type ContentNode, templateIds } from './content.ts'
import { isolate } from './isolate.tsx'
import { EmptyBlock } from './empty-block.tsx'
import { HomeTemplate } from './templates/home.tsx'
import { BasicTemplate } from './templates/basic.tsx'
import { DetailTemplate } from './templates/detail.tsx'
import { BrandTemplate } from './templates/brand.tsx'
import RedirectTemplate from './templates/redirect.tsx'
// rare page templates load with the pages that use them
const ReloadTemplate = lazy(() => import('./templates/reload.tsx'))
const ContactSection = lazy(() => import('./components/contact-section.tsx').then((module) => ({ default: module.ContactSection })))
const LocationSection = lazy(() => import('./components/location-section.tsx').then((module) => ({ default: module.LocationSection })))
import { Stage } from './components/stage.tsx'
import { Text } from './components/text.tsx'
import { Teaser } from './components/teaser.tsx'
import { Image } from './components/image.tsx'
import { Downloads } from './components/downloads.tsx'
import { Faq } from './components/faq.tsx'
import { Facts } from './components/facts.tsx'
import type { AppHead, AppLoader, AppLoaderContext } from './app-loader.ts'

// apps load their code only on the pages that hold them
const SearchApp = lazy(() => import('../features/search/search-app.tsx'))
const loadSearchApp: AppLoader = (context) => import('../features/search/search-loader.ts').then((app) => app.loadSearchApp(context))
const JobBoard = lazy(() => import('../features/jobs/job-board-app.tsx'))
const loadJobBoard: AppLoader = (context) => import('../features/jobs/jobs-loaders.ts').then((app) => app.loadJobBoard(context))
const JobDetail = lazy(() => import('../features/jobs/job-detail-app.tsx'))
const loadJobDetail: AppLoader = (context) => import('../features/jobs/jobs-loaders.ts').then((app) => app.loadJobDetail(context))
const jobPart = (name: 'JobDynamicContent' | 'JobBenefits' | 'JobApplicationInfo' | 'JobContact' | 'JobImagesSlider' | 'JobAdditionalJobs' | 'JobCtas' | 'JobFloatingApply') =>
  isolate(lazy(() => import('../features/jobs/job-page.tsx').then((module) => ({ default: module[name] }))), name)

export interface RegistryEntry {
  component: ComponentType<MagnoliaComponentProps>
  /** Loads the app's data for the page's search params, so a deep link renders complete. */
  loader?: AppLoader
}

export const registry = {
  'okg-lm:pages/home': { component: HomeTemplate },
  'okg-lm:pages/basic': { component: BasicTemplate },
  'okg-lm:pages/detail': { component: DetailTemplate },
  // not lazy: without script the visitor must still see the link (streamed lazy parts need script)
  'okg-lm:pages/redirect': { component: RedirectTemplate },
  'okg-lm:pages/search': { component: isolate(ReloadTemplate, 'ReloadTemplate') },
  'okg-lm:pages/main': { component: isolate(ReloadTemplate, 'ReloadTemplate') },
  'okg-lm:pages/mocom': { component: BrandTemplate },
  'okg-lm:pages/ceramics': { component: BrandTemplate },
  'okg-lm:pages/group': { component: BrandTemplate },
  'okg-lm:pages/high-temperature': { component: BrandTemplate },
  'okg-lm:pages/wipag': { component: BrandTemplate },
  'okg-lm:pages/one-pager': { component: BrandTemplate },
  'okg-lm:pages/chemie': { component: BrandTemplate },
  'okg-lm:pages/okg-nb': { component: BrandTemplate },
  'okg-lm:components/stage': { component: isolate(Stage) },
  'okg-lm:components/text': { component: isolate(Text) },
  'okg-lm:components/teaser': { component: isolate(Teaser) },
  'okg-lm:components/image': { component: isolate(Image) },
  'okg-lm:components/downloads': { component: isolate(Downloads) },
  'okg-lm:components/faq': { component: isolate(Faq) },
  'okg-lm:components/facts': { component: isolate(Facts) },
  'okg-lm:components/contact-section': { component: isolate(ContactSection, 'ContactSection') },
  'okg-lm:components/news': {
    component: isolate(lazy(() => import('../features/news/news.tsx')), 'News'),
    loader: (context) => import('../features/news/news.tsx').then((news) => news.loadNews(context)),
  },
  'okg-lm:components/slider': { component: isolate(lazy(() => import('../features/media/slider.tsx').then((module) => ({ default: module.Slider }))), 'Slider') },
  'okg-lm:components/video': { component: isolate(lazy(() => import('../features/media/video.tsx').then((module) => ({ default: module.VideoEmbed }))), 'VideoEmbed') },
  'okg-lm:components/consent-reset': { component: isolate(lazy(() => import('../features/media/video.tsx').then((module) => ({ default: module.ConsentReset }))), 'ConsentReset') },
  'okg-lm:components/location-section': { component: isolate(LocationSection, 'LocationSection') },
  'okg-lm:components/search': { component: isolate(SearchApp, 'SearchApp'), loader: loadSearchApp },
  'okg-lm:components/job-board': { component: isolate(JobBoard, 'JobBoard'), loader: loadJobBoard },
  'okg-lm:components/job-detail': { component: isolate(JobDetail, 'JobDetail'), loader: loadJobDetail },
  'okg-lm:components/job-dynamic-content': { component: jobPart('JobDynamicContent') },
  'okg-lm:components/job-benefits': { component: jobPart('JobBenefits') },
  'okg-lm:components/job-application-info': { component: jobPart('JobApplicationInfo') },
  'okg-lm:components/job-contact': { component: jobPart('JobContact') },
  'okg-lm:components/job-images-slider': { component: jobPart('JobImagesSlider') },
  'okg-lm:components/job-additional-jobs': { component: jobPart('JobAdditionalJobs') },
  'okg-lm:components/job-ctas': { component: jobPart('JobCtas') },
  'okg-lm:components/job-floating-apply': { component: jobPart('JobFloatingApply') },
} satisfies Record<string, RegistryEntry>

export type TemplateId = keyof typeof registry

export function isKnownTemplate(id: string): id is TemplateId {
  return id in registry
}

/** Runs the loaders of every app on a page. */
/** Runs the loaders of every app on a page; the head an app reports (a detail's title) wins. */
export async function loadPageApps(page: ContentNode, context: AppLoaderContext): Promise<AppHead> {
  const loaders = [...templateIds(page)].flatMap((id) => {
    const entry: RegistryEntry | undefined = isKnownTemplate(id) ? registry[id] : undefined
    return entry?.loader ? [entry.loader] : []
  })
  const heads = await Promise.all(loaders.map((load) => load(context)))
  return Object.assign({}, ...heads.filter(Boolean))
}

/** Component mappings for a page: every known template, and an empty block for each unknown one. */
export function componentMappingsFor(page: ContentNode): Record<string, ComponentType<MagnoliaComponentProps>> {
  const mappings: Record<string, ComponentType<MagnoliaComponentProps>> = {}
  for (const id of templateIds(page)) mappings[id] = isKnownTemplate(id) ? registry[id].component : EmptyBlock
  return mappings
}
