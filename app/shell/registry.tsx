/**
 * The one registry from Magnolia template id to what renders it. Content components are
 * isolated (a component that throws renders nothing); unknown ids render an empty block.
 */
import { lazy } from 'react'
import { isolate } from '#app/cms/isolate.tsx'
import { HomeTemplate } from '#app/cms/templates/home.tsx'
import { BasicTemplate } from '#app/cms/templates/basic.tsx'
import { DetailTemplate } from '#app/cms/templates/detail.tsx'
import { BrandTemplate } from '#app/cms/templates/brand.tsx'
import RedirectTemplate from '#app/cms/templates/redirect.tsx'
// rare page templates load with the pages that use them
const ReloadTemplate = lazy(() => import('#app/cms/templates/reload.tsx'))
const ContactSection = lazy(() => import('#app/cms/components/contact-section.tsx').then((module) => ({ default: module.ContactSection })))
const GroupCompanies = lazy(() => import('#app/cms/components/group-companies.tsx').then((module) => ({ default: module.GroupCompanies })))
const LocationSection = lazy(() => import('#app/cms/components/location-section.tsx').then((module) => ({ default: module.LocationSection })))
import { Stage } from '#app/cms/components/stage.tsx'
import { Text } from '#app/cms/components/text.tsx'
import { Teaser } from '#app/cms/components/teaser.tsx'
import { Image } from '#app/cms/components/image.tsx'
import { Downloads } from '#app/cms/components/downloads.tsx'
import { Faq } from '#app/cms/components/faq.tsx'
import { Facts } from '#app/cms/components/facts.tsx'
import type { AppLoader } from '#app/cms/app-loader.ts'
import type { ComponentRegistry } from '#app/cms/component-registry.ts'

// apps load their code only on the pages that hold them
const SearchApp = lazy(() => import('#app/features/search/search-app.tsx'))
const loadSearchApp: AppLoader = (context) => import('#app/features/search/search-loader.ts').then((app) => app.loadSearchApp(context))
const JobBoard = lazy(() => import('#app/features/jobs/job-board-app.tsx'))
const loadJobBoard: AppLoader = (context) => import('#app/features/jobs/jobs-loaders.ts').then((app) => app.loadJobBoard(context))
const JobDetail = lazy(() => import('#app/features/jobs/job-detail-app.tsx'))
const loadJobDetail: AppLoader = (context) => import('#app/features/jobs/jobs-loaders.ts').then((app) => app.loadJobDetail(context))
const HtfProducts = lazy(() => import('#app/features/htf/htf-products-app.tsx'))
const loadHtfProducts: AppLoader = (context) => import('#app/features/htf/htf-loaders.ts').then((app) => app.loadHtfProducts(context))
const jobPart = (name: 'JobDynamicContent' | 'JobBenefits' | 'JobApplicationInfo' | 'JobContact' | 'JobImagesSlider' | 'JobAdditionalJobs' | 'JobCtas' | 'JobFloatingApply') =>
  isolate(lazy(() => import('#app/features/jobs/job-page.tsx').then((module) => ({ default: module[name] }))), name)

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
  'okg-lm:components/group-companies': { component: isolate(GroupCompanies, 'GroupCompanies') },
  'okg-lm:components/news': {
    component: isolate(lazy(() => import('#app/features/stories/news.tsx')), 'News'),
    loader: (context) => import('#app/features/stories/stories-loaders.ts').then((stories) => stories.loadNews(context)),
  },
  'okg-lm:components/stories': {
    component: isolate(lazy(() => import('#app/features/stories/stories-app.tsx')), 'StoriesApp'),
    loader: (context) => import('#app/features/stories/stories-loaders.ts').then((stories) => stories.loadStories(context)),
  },
  'okg-lm:components/events': {
    component: isolate(lazy(() => import('#app/features/stories/events-app.tsx')), 'EventsApp'),
    loader: (context) => import('#app/features/stories/stories-loaders.ts').then((stories) => stories.loadEvents(context)),
  },
  'okg-lm:components/case-studies': {
    component: isolate(lazy(() => import('#app/features/stories/case-studies-app.tsx')), 'CaseStudiesApp'),
    loader: (context) => import('#app/features/stories/stories-loaders.ts').then((stories) => stories.loadCaseStudies(context)),
  },
  'okg-lm:components/slider': { component: isolate(lazy(() => import('#app/cms/components/slider.tsx').then((module) => ({ default: module.Slider }))), 'Slider') },
  'okg-lm:components/video': { component: isolate(lazy(() => import('#app/cms/components/video.tsx').then((module) => ({ default: module.VideoEmbed }))), 'VideoEmbed') },
  'okg-lm:components/consent-reset': { component: isolate(lazy(() => import('#app/cms/components/video.tsx').then((module) => ({ default: module.ConsentReset }))), 'ConsentReset') },
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
  'okg-lm:components/htf-products': { component: isolate(HtfProducts, 'HtfProducts'), loader: loadHtfProducts },
  'okg-lm:components/customer-contact-form': {
    component: isolate(lazy(() => import('#app/features/forms/customer-contact-form.tsx')), 'CustomerContactForm'),
    loader: (context) => import('#app/features/forms/forms-loaders.ts').then((forms) => forms.loadContactForm(context)),
  },
} satisfies ComponentRegistry
