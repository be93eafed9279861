import { backendUrl, extraPort } from '../playwright.config.ts'
import { clearFault, expect, expectNoAxeViolations, hydrated, notFoundDocument, setFault, startSite, test, jsonLdNode } from './support.ts'

interface RawJob {
  id: number
  title: string
  department: { id: number; name: string }
  company: string
  instance_name: string
  seniority: string
  start_of_work: string | null
  has_immediate_start_of_work: boolean
  location: { city: string }
  website_language: string
  publish: string
  publish_date: string | null
  end_date: string | null
  apply_url: string
}

/** Every open job of the recruiting API of a backend, in its order. */
async function rawJobs(backend = backendUrl): Promise<RawJob[]> {
  const headers = { apikey: 'embedded-recruiting-key' }
  const raw: RawJob[] = []
  for (let page = 1; ; page++) {
    const body = (await (await fetch(`${backend}/recruiting/v1/job?finished_at=null&page_size=25&page=${page}`, { headers })).json()) as {
      data: RawJob[]
      meta: { last_page: number }
    }
    raw.push(...body.data)
    if (page >= body.meta.last_page) break
  }
  return raw
}

/** The publishing rules, written independently of the site's. */
function shownIn(lang: 'de' | 'en') {
  const now = Date.now()
  return (job: RawJob) =>
    ['yes', 'ja'].includes(job.publish.toLowerCase()) &&
    (!job.publish_date || new Date(job.publish_date).getTime() <= now) &&
    (!job.end_date || new Date(job.end_date).getTime() > now) &&
    !(lang === 'en' && job.website_language === 'de')
}

/** The board computed independently from the backend's raw data and the publishing rules. */
async function expectedBoard(lang: 'de' | 'en', params: Record<string, string>, backend = backendUrl) {
  const raw = await rawJobs(backend)
  const sheet = ((await (await fetch(`${backend}/ext/jobs`)).json()) as { values: string[][] }).values
  const today = new Date().toISOString().slice(0, 10)
  const jobs = [
    ...raw.filter(shownIn(lang)).map((job) => ({
      id: String(job.id),
      title: job.title,
      department: job.department.name,
      location: job.location.city,
      company: job.company,
      seniority: job.seniority,
      start: job.has_immediate_start_of_work || !job.start_of_work ? today : job.start_of_work,
    })),
    ...sheet
      .slice(1)
      .filter((row) => row.filter((cell) => cell.trim() !== '').length >= 9 && (row[1] ?? '').trim() !== '')
      .filter((row) => !(lang === 'en' && row[8] === 'de'))
      .map((row) => ({
        id: row[0] ?? '',
        title: row[1] ?? '',
        department: row[2] ?? '',
        location: row[3] ?? '',
        company: row[7] ?? '',
        seniority: row[4] ?? '',
        start: row[6] || today,
      })),
  ]
  const keyword = (params['keyword'] ?? '').toLowerCase()
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })
  const sortKey = params['sort'] ?? 'title'
  const value = (job: (typeof jobs)[number]) =>
    sortKey === 'company' ? job.company : sortKey === 'startOfWork' ? job.start : sortKey === 'location' ? job.location : job.title
  const direction = params['order'] === 'desc' ? -1 : 1
  const matching = jobs
    .filter((job) => !keyword || [job.title, job.department, job.location].some((field) => field.toLowerCase().includes(keyword)))
    .filter((job) => !params['location'] || job.location === params['location'])
    .filter((job) => !params['level'] || job.seniority === params['level'])
    .filter((job) => !params['division'] || job.company === params['division'])
    .sort((a, b) => direction * collator.compare(value(a), value(b)) || collator.compare(a.id, b.id))
  const perPage = Number(params['perPage'] ?? 10)
  const pages = Math.max(1, Math.ceil(matching.length / perPage))
  const page = Math.min(Number(params['page'] ?? 1), pages)
  const shown = matching.slice((page - 1) * perPage, page * perPage)
  return { total: matching.length, titles: shown.map((job) => job.title), companies: shown.map((job) => job.company) }
}

test('a shared deep link renders exactly the matching jobs, in order, on that page, with the filters set', async ({ page, request, problems }) => {
  const params = { keyword: 'a', sort: 'startOfWork', order: 'desc', perPage: '10', page: '2' }
  const expected = await expectedBoard('en', params)
  expect(expected.titles.length).toBeGreaterThan(0)
  const query = new URLSearchParams(params).toString()
  const html = await (await request.get(`/mocom/en/career/jobs?${query}`)).text()
  for (const title of expected.titles) expect(html).toContain(`>${title.replace(/&/g, '&amp;')}</a>`)
  await page.goto(`/mocom/en/career/jobs?${query}`)
  await expect(page.locator('.data-table tbody tr td:first-child')).toHaveText(expected.titles)
  await expect(page.getByRole('status')).toHaveText(`${expected.total} jobs`)
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('a')
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('startOfWork')
  await expect(page.getByRole('combobox', { name: 'Order' })).toHaveValue('desc')
  expect(problems).toEqual([])

  const example = {
    keyword: 'sales',
    location: 'Hamburg',
    level: 'professional',
    division: 'albis',
    sort: 'startOfWork',
    order: 'desc',
    perPage: '25',
    page: '2',
  }
  const fromExample = await expectedBoard('en', example)
  await page.goto(`/en/career/jobs?${new URLSearchParams(example).toString()}`)
  await expect(page.getByRole('status')).toHaveText(`${fromExample.total} jobs`)
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Hamburg')
  await expect(page.getByRole('combobox', { name: 'Entry level' })).toHaveValue('professional')
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('albis')
})

test('no matching jobs: the message and the hint to change the criteria', async ({ page }) => {
  await page.goto('/en/career/jobs?keyword=zzzzqqq')
  await expect(page.getByRole('status')).toHaveText('0 jobs')
  await expect(page.getByText('No matching jobs found.')).toBeVisible()
  await expect(page.getByText('Please change your search criteria.')).toBeVisible()
})

test('German jobs show on the German site only', async ({ page }) => {
  const german = await expectedBoard('de', { perPage: '100' })
  const english = await expectedBoard('en', { perPage: '100' })
  expect(german.total).toBeGreaterThan(english.total)
  await page.goto('/de/career/jobs?perPage=100')
  await expect(page.getByRole('status')).toHaveText(`${german.total} Stellen`)
})

test('an English advert on the German site says it is English (lang="en"); a German one speaks the page\'s language', async ({ request }) => {
  const english = await (await request.get('/de/career/job/1000')).text()
  expect(english).toMatch(/<h1 lang="en">/)
  expect(english).toMatch(/<section class="job-content" lang="en">/)
  const german = await (await request.get('/de/career/job/1002')).text()
  expect(german).toMatch(/<h1>[^<]*\(m\/w\/d\)<\/h1>/)
  expect(german).not.toMatch(/<section class="job-content" lang=/)
})

test("with another product word the product's companies keep their division: filter, label and sort", async ({ page, problems }) => {
  test.slow() // an instance of its own, started with the word `kunst`
  const site = await startSite(extraPort(36), { PUBLIC_PRODUCT_WORD: 'kunst' })
  try {
    const ceramics = await expectedBoard('en', { division: 'kunstCeramics', perPage: '100' }, site.backendUrl)
    expect(ceramics.total).toBeGreaterThan(0)
    await page.goto(`${site.url}/en/career/jobs?division=kunstCeramics&perPage=100`)
    await expect(page.getByRole('status')).toHaveText(`${ceramics.total} jobs`)
    await expect(page.locator('.data-table tbody tr td:first-child')).toHaveText(ceramics.titles)
    await expect(page.locator('.data-table tbody td[data-label="Company"]')).toHaveText(ceramics.titles.map(() => 'Kunst Ceramics'))
    const company = page.getByRole('combobox', { name: 'Company' })
    await expect(company).toHaveValue('kunstCeramics')
    await expect(company.locator('option:checked')).toHaveText(`Kunst Ceramics (${ceramics.total})`)
    // the other product company, chosen by keyboard
    await hydrated(company)
    await company.focus()
    await company.selectOption({ label: `Kunst (${(await expectedBoard('en', { division: 'kunst' }, site.backendUrl)).total})` })
    await expect(page).toHaveURL(/\/en\/career\/jobs\?division=kunst&perPage=100$/)
    await expect(page.locator('.data-table tbody td[data-label="Company"]').first()).toHaveText('Kunst')
    // sorted by the companies as written with the word (`kunstCeramics` between `mocom` and `albis`), each labelled
    const sorted = await expectedBoard('en', { sort: 'company', order: 'desc', perPage: '100' }, site.backendUrl)
    await page.goto(`${site.url}/en/career/jobs?sort=company&order=desc&perPage=100`)
    await expect(page.locator('.data-table tbody tr td:first-child')).toHaveText(sorted.titles)
    const labels: Record<string, string> = {
      okg: 'Otto Kunst Group',
      mocom: 'MOCOM',
      albis: 'ALBIS',
      kunst: 'Kunst',
      kunstCeramics: 'Kunst Ceramics',
      okNewBusiness: 'Otto Kunst New Business',
      okCorfu: 'Otto Kunst Corfu',
    }
    await expect(page.locator('.data-table tbody td[data-label="Company"]')).toHaveText(sorted.companies.map((name) => labels[name] ?? name))
    expect(problems).toEqual([])
  } finally {
    await site.stop()
  }
})

test('filters and sort by keyboard update the URL; back restores the previous view; defaults stay out', async ({ page }) => {
  await page.goto('/en/career/jobs')
  await page.waitForLoadState('networkidle') // the board is interactive once its chunk has hydrated
  const all = await expectedBoard('en', {})
  await expect(page.getByRole('status')).toHaveText(`${all.total} jobs`)
  await hydrated(page.getByRole('combobox', { name: 'Location' }))
  await page.getByRole('combobox', { name: 'Location' }).focus()
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Hamburg')
  await expect(page).toHaveURL(/\/en\/career\/jobs\?location=Hamburg$/)
  const hamburg = await expectedBoard('en', { location: 'Hamburg' })
  await expect(page.getByRole('status')).toHaveText(`${hamburg.total} jobs`)
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('manager')
  await expect(page).toHaveURL(/keyword=manager/)
  const managers = await expectedBoard('en', { location: 'Hamburg', keyword: 'manager' })
  await expect(page.locator('.data-table tbody tr td:first-child')).toHaveText(managers.titles)
  await page.getByRole('button', { name: /^Location/ }).press('Enter')
  await expect(page).toHaveURL(/sort=location/)
  await page.goBack() // typing replaced the entry, so back goes to the location choice... or its keyword state
  await expect(page).not.toHaveURL(/sort=location/)
  await page.goto('/en/career/jobs?sort=title&order=asc&perPage=10&page=1&level=boss')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('status')).toHaveText(`${all.total} jobs`)
  await hydrated(page.getByRole('combobox', { name: 'Jobs per page' }))
  await page.getByRole('combobox', { name: 'Jobs per page' }).selectOption('25')
  await expect(page).toHaveURL(/\/en\/career\/jobs\?perPage=25$/) // defaults and the invalid level are gone
})

test('job detail with facts, contents, structured data and the apply link', async ({ page, problems }) => {
  const board = await expectedBoard('en', {})
  await page.goto('/en/career/jobs')
  const title = board.titles[0] ?? ''
  await page.locator('.data-table tbody tr').first().getByRole('link', { name: title, exact: true }).click()
  await expect(page.locator('h1')).toHaveText(title)
  await expect(page).toHaveTitle(`${title} | ALBIS Distribution`)
  const apply = page.getByRole('link', { name: 'Apply now' }).first()
  await expect(apply).toHaveAttribute('href', /^https:\/\/apply\.example\.com\//)
  const jsonLd = await jsonLdNode(page, 'JobPosting')
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title, hiringOrganization: { '@type': 'Organization' }, jobLocation: { '@type': 'Place' } })
  // the properties Google requires for a JobPosting rich result
  for (const required of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) expect(jsonLd[required], required).toBeTruthy()
  expect(String(jsonLd['datePosted'])).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(problems).toEqual([])
})

test('job page components: department content in the site language, slider by keyboard, more jobs, floating apply', async ({ page, problems }) => {
  const id = await firstId()
  await page.goto(`/en/career/job/${id}`)
  const department = (await page.locator('.job-facts div').filter({ hasText: 'Department' }).locator('dd').textContent()) ?? ''
  await expect(page.locator('.job-dynamic-content h2')).toHaveText(`Working in ${department}`)
  // the benefits component's heading (the advert's own texts may have a section of that name too)
  await expect(page.locator('section.job-benefits').getByRole('heading', { name: 'What we offer' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How to apply' })).toBeVisible()
  const slide = page.locator('.slider .slide')
  await expect(slide).toHaveAttribute('aria-label', /^[123] of 3$/)
  // focus inside the slider holds the rotation; the buttons and arrow keys move it once hydrated
  await hydrated(page.getByRole('button', { name: 'Next image' }))
  await page.getByRole('button', { name: 'Next image' }).focus()
  const position = async () => Number((await slide.getAttribute('aria-label'))?.split(' ')[0])
  const start = await position()
  await page.keyboard.press('Enter')
  await expect(slide).toHaveAttribute('aria-label', `${(start % 3) + 1} of 3`)
  await page.keyboard.press('ArrowLeft')
  await expect(slide).toHaveAttribute('aria-label', `${start} of 3`)
  const more = page.locator('.job-additional-jobs a')
  await expect(more.first()).toHaveAttribute('href', /^\/en\/career\/job\/[\w-]+$/)
  const applyLinks = page.getByRole('link', { name: 'Apply now' })
  await expect(applyLinks).toHaveCount(2)
  await expect(applyLinks.last()).toHaveAttribute('href', (await applyLinks.first().getAttribute('href')) ?? 'x')
  expect(problems).toEqual([])
  await page.goto(`/de/career/job/${id}`)
  await expect(page.locator('.job-dynamic-content h2')).toHaveText(/^Arbeiten im Bereich /)
})

test("dynamic job content: the company's department content with its images, the department's and the company's other jobs", async ({
  page,
  request,
  problems,
}) => {
  const raw = await rawJobs()
  const english = raw.filter(shownIn('en'))
  const job = english.find((candidate) => candidate.company === 'mocom' && candidate.department.name === 'Finance')
  expect(job, 'an open English MOCOM finance job').toBeDefined()
  if (!job) return
  await page.goto(`/en/career/job/${job.id}`)
  const content = page.locator('.job-dynamic-content')
  await expect(content.getByRole('heading', { level: 2 })).toHaveText('Finance at MOCOM')
  await expect(content.locator('.job-dynamic-company')).toHaveText('MOCOM')
  await expect(content.locator('figcaption')).toHaveText('Mira, Finance MOCOM')
  // the portrait beside the quote is decorative (the caption names the person); the other image is described
  const portrait = content.locator('.job-quote img')
  await expect(portrait).toHaveAttribute('alt', '')
  const development = content.getByRole('img', { name: 'A mentor talks a colleague through his development plan at a whiteboard' })
  for (const image of [portrait, development]) {
    const src = (await image.getAttribute('src')) ?? ''
    expect(src).toMatch(/^\/dam\/jcr:[\w-]+\/[\w.-]+\.webp$/) // the site's DAM pass-through
    expect((await request.get(src)).headers()['content-type']).toBe('image/webp')
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  }
  // the department's other open jobs (the call by department), and the company's (the call by instance)
  const others = (same: (candidate: RawJob) => boolean) =>
    english
      .filter((candidate) => same(candidate) && candidate.id !== job.id)
      .slice(0, 5)
      .map((candidate) => candidate.title)
  await expect(content.getByRole('heading', { name: 'More jobs in Finance' })).toBeVisible()
  await expect(content.locator('.job-links a')).toHaveText(others((candidate) => candidate.department.id === job.department.id))
  await expect(page.locator('.job-additional-jobs a')).toHaveText(others((candidate) => candidate.instance_name === job.instance_name))
  expect(problems).toEqual([])

  const german = raw.filter(shownIn('de')).find((candidate) => candidate.company === 'mocom' && candidate.department.name === 'Finance') ?? job
  await page.goto(`/de/career/job/${german.id}`)
  await expect(page.locator('.job-dynamic-content h2')).toHaveText('Finanzen bei MOCOM')
  await expect(page.getByRole('img', { name: /^Eine Mentorin bespricht/ })).toHaveAttribute('src', /job-development-de\.webp$/)
})

test('every job detail path shows the job', async ({ request }) => {
  const id = (await expectedBoard('en', { sort: 'title' })).titles.length > 0 ? await firstId() : ''
  for (const path of [
    `/en/career/job/${id}`,
    `/en/career/job-cf/${id}`,
    `/en/job/${id}`,
    `/en/career/graduate/${id}`,
    `/en/career/student/${id}`,
    `/en/career/professional/${id}`,
    `/en/career/job-starter/${id}`,
    `/otto-acme-group/en/about/career/job/${id}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await response.text()).toContain('Apply now')
  }
})

async function publishedIds(): Promise<string[]> {
  const body = (await (
    await fetch(`${backendUrl}/recruiting/v1/job?finished_at=null&page_size=100&page=1`, { headers: { apikey: 'embedded-recruiting-key' } })
  ).json()) as { data: RawJob[] }
  return body.data.filter((candidate) => candidate.publish === 'yes' && !candidate.publish_date && !candidate.end_date).map((job) => String(job.id))
}

async function firstId(): Promise<string> {
  return (await publishedIds())[0] ?? ''
}

test('an unknown job answers 404 with "Job was not found"', async ({ page, problems }) => {
  const response = await page.goto('/en/career/job/999999')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Job was not found')
  expect(problems.filter((p) => !notFoundDocument.test(p))).toEqual([])
})

test("the job-not-found screen's retry finds a job published since", async ({ page, faultSite }) => {
  // on the worker's fault instance, a job no other test opens there: the server keeps a job it has seen, and remembers one it has not found
  const id = (await publishedIds()).at(-2) ?? ''
  await setFault({ pathPrefix: `/recruiting/v1/job/${id}`, mode: 'missing' }, faultSite.backendUrl)
  const response = await page.goto(`${faultSite.url}/en/career/job/${id}`)
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Job was not found')
  await clearFault(`/recruiting/v1/job/${id}`, faultSite.backendUrl) // published now
  const retry = page.getByRole('button', { name: 'Try again' })
  await hydrated(retry)
  await retry.click()
  await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible()
  await expect(page.locator('h1')).not.toHaveText('Job was not found')
})

test('when the recruiting API fails the board says so and the retry works', async ({ page }) => {
  test.slow()
  // an instance of its own: the shared one keeps a last good copy of the jobs once any test loaded them
  const site = await startSite(extraPort(30), {})
  try {
    await setFault({ pathPrefix: '/recruiting/v1/', mode: 'error' }, site.backendUrl)
    await page.goto(`${site.url}/plgrd/en/career/jobs`)
    await expect(page.getByRole('alert')).toContainText('The job offers could not be loaded.')
    await clearFault('/recruiting/v1/', site.backendUrl)
    const retry = page.getByRole('button', { name: 'Try again' })
    await hydrated(retry) // before, a click does nothing of the app's
    await retry.click()
    await expect(page.locator('.data-table tbody tr').first()).toBeVisible()
  } finally {
    await site.stop()
  }
})

test('when a job cannot be loaded the detail says so and the retry works', async ({ page, faultSite }) => {
  // on the worker's fault instance, a job no other test opens there: a detail seen before keeps its last good copy in an outage
  const id = (await publishedIds()).at(-1) ?? ''
  await setFault({ pathPrefix: `/recruiting/v1/job/${id}`, mode: 'error' }, faultSite.backendUrl)
  await page.goto(`${faultSite.url}/en/career/job/${id}`)
  await expect(page.getByRole('alert')).toContainText('The job offer could not be loaded.')
  await clearFault(`/recruiting/v1/job/${id}`, faultSite.backendUrl)
  const retry = page.getByRole('button', { name: 'Try again' })
  await hydrated(retry)
  await retry.click()
  await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible()
})

test('job pages pass axe-core; rows become cards on small screens', async ({ page }) => {
  test.slow() // three full axe runs
  await page.goto('/en/career/jobs')
  await expectNoAxeViolations(page)
  await page.goto(`/en/career/job/${await firstId()}`)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/en/career/jobs')
  await expect(page.locator('.data-table thead')).toHaveCSS('position', 'absolute')
  await expect(page.locator('.data-table tbody tr').first()).toHaveCSS('display', 'block')
  await expectNoAxeViolations(page)
})
