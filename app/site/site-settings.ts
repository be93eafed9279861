import { queryOptions } from '@tanstack/react-query'
import { getSiteSettings } from './site-settings.functions.ts'

/** The request's site settings; they do not change while the page is open. */
export const siteSettingsQuery = () => queryOptions({ queryKey: ['site', 'settings'], queryFn: () => getSiteSettings(), staleTime: Infinity })
