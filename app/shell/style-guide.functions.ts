import { createServerFn } from '@tanstack/react-start'
import { styleGuideServed } from '#app/server/env.server.ts'

/** Whether this server shows the living style guide (ADR 044): a production server answers its path as any unknown page. */
export const getStyleGuideServed = createServerFn({ method: 'GET' }).handler((): boolean => styleGuideServed())
