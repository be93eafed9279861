import type { Locator, Page } from '@playwright/test'
import { field, fillPerson, mailbox, openForm, send, sentMessage, verifyCaptcha } from './mail-forms.ts'
import { expect, expectNoAxeViolations, test } from './support.ts'

/** Fills the open waste entry of a recycling request. */
async function fillWaste(form: Locator, polymer: string, quantity: string): Promise<void> {
  await form.getByLabel(field('Polymer')).fill(polymer)
  await form.getByLabel(field('Form (e.g. regrind, parts, film)')).fill('Regrind')
  await form.getByLabel(field('Amount in kg')).fill('800')
  await form.getByLabel(field('Waste description')).fill(`${polymer} sprues, clean`)
  await form.getByLabel(field('Quantity per year in t/a')).fill(quantity)
}

test("a wipag recycling request: waste entries saved, added and deleted, company required, sent once to wipag's sendWasteMail", async ({ page }) => {
  test.slow()
  const name = `Recycler ${Date.now()}`
  await openForm(page, '/wipag/en/recycling-request')
  const form = page.locator('section.recycling-form')
  await expect(form.getByText('* mandatory field')).toBeVisible()
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByLabel(field('Polymer'))).toBeFocused()
  await expect(form.getByLabel(field('Quantity per year in t/a'))).toHaveAccessibleDescription('Please fill in this field.')
  await expect(form.getByLabel(field('Company'))).toHaveAccessibleDescription('Please fill in this field.')
  await expectNoAxeViolations(page)

  await fillWaste(form, 'PP', 'lots')
  await form.getByRole('button', { name: 'Save waste' }).click()
  await expect(form.getByLabel(field('Quantity per year in t/a'))).toHaveAccessibleDescription('Please enter a number (e.g. 1200 or 2.5).')
  await expect(form.getByLabel(field('Quantity per year in t/a'))).toBeFocused()
  await form.getByLabel(field('Quantity per year in t/a')).fill('120')
  await form.getByRole('button', { name: 'Save waste' }).click()
  await expect(form.getByText('Waste 1: PP, 120 t/a')).toBeVisible()

  await form.getByRole('button', { name: 'Add another waste' }).click()
  await fillWaste(form, 'PE-HD', '40')
  await form.getByRole('button', { name: 'Save waste' }).click()
  await expect(form.getByText('Waste 2: PE-HD, 40 t/a')).toBeVisible()
  await form.getByRole('button', { name: 'Delete: Waste 2' }).click()
  await expect(form.getByText(/^Waste 2/)).toHaveCount(0)
  await form.getByRole('button', { name: 'Edit: Waste 1' }).click()
  await expect(form.getByLabel(field('Polymer'))).toHaveValue('PP')
  await form.getByLabel(field('Colour')).fill('natural')
  await form.getByRole('button', { name: 'Save waste' }).click()

  await form.getByLabel(field('Target')).selectOption('open-loop')
  await form.getByLabel(field('Requirements for the finished product')).fill('Food contact not needed')
  await fillPerson(form, name, 'recycler@example.com')
  await form.getByLabel(field('Company')).fill('Parts GmbH')
  await form.getByLabel(field('Address')).fill('Example Street 1, 20095 Hamburg')
  await send(page, form)

  const message = await sentMessage(name)
  expect(message).toMatchObject({
    path: '/.rest/commands/v2/wipag/sendWasteMail',
    body: { form: 'recycling', site: 'wipag', language: 'en', email: 'recycler@example.com' },
  })
  expect(message.body.fields).toMatchObject({
    target: 'open-loop',
    company: 'Parts GmbH',
    address: 'Example Street 1, 20095 Hamburg',
    requirements: 'Food contact not needed',
    privacy: true,
    wastes: [{ polymer: 'PP', mold: 'Regrind', color: 'natural', amount: '800', wasteDescription: 'PP sprues, clean', quantity: '120' }],
  })
})

test('a mocom recycling request in German: company optional, at least one waste entry, the draft and its entries survive a reload', async ({ page }) => {
  test.slow()
  const name = `Mocom ${Date.now()}`
  await openForm(page, '/mocom/de/recycling-request', 'Absenden')
  const form = page.locator('section.recycling-form')
  await form.getByRole('button', { name: 'Löschen: Abfall 1' }).click()
  await form.getByRole('button', { name: 'Absenden', exact: true }).click()
  await expect(form.getByRole('button', { name: 'Abfall hinzufügen' })).toBeFocused()
  await expect(form.getByRole('button', { name: 'Abfall hinzufügen' })).toHaveAccessibleDescription('Bitte fügen Sie mindestens einen Abfall hinzu.')
  await expect(form.getByLabel(field('Firma'))).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel(field('Name'))).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.')
  await expectNoAxeViolations(page)

  await form.getByRole('button', { name: 'Abfall hinzufügen' }).click()
  await form.getByLabel(field('Polymer')).fill('PA6 GF30')
  await form.getByLabel(field('Abfallbeschreibung')).fill('Anfahrbrocken')
  await form.getByLabel(field('Menge pro Jahr in t/a')).fill('2,5')
  await form.getByRole('button', { name: 'Abfall speichern' }).click()
  await form.getByLabel(field('Name')).fill(name)
  await page.reload()
  await expect(form.getByRole('button', { name: 'Absenden', exact: true })).toBeEnabled()
  await expect(form.getByLabel(field('Name'))).toHaveValue(name)
  await expect(form.getByLabel(field('Polymer'))).toHaveValue('PA6 GF30')

  await form.getByLabel(field('E-Mail')).fill('mocom@example.com')
  await form.getByLabel(field('Anschrift')).fill('Beispielweg 2, 20095 Hamburg')
  await form.getByLabel(/Datenschutz/).check()
  await verifyCaptcha(page, 'Ich bin kein Roboter', 'Überprüft')
  await form.getByRole('button', { name: 'Absenden', exact: true }).click()
  await expect(form.getByRole('status')).toHaveText('Vielen Dank! Ihre Nachricht wurde gesendet.')
  expect(await sentMessage(name)).toMatchObject({
    path: '/.rest/commands/v2/mocom/sendWasteMail',
    body: {
      form: 'recycling',
      site: 'mocom',
      language: 'de',
      fields: { company: '', target: 'closed-loop', wastes: [{ polymer: 'PA6 GF30', quantity: '2,5' }] },
    },
  })
})

/** A recycling request's draft of about `bytes` of fields, twenty wastes (typing that much would take long). */
function recyclingDraft(name: string, bytes: number) {
  const text = (length: number) => 'Sprues and runners, clean and sorted by colour. '.repeat(Math.ceil(length / 48)).slice(0, length)
  const scale = (length: number) => Math.floor((length * bytes) / 160_000)
  const waste = {
    polymer: text(scale(100)),
    mold: text(scale(100)),
    filler: text(scale(100)),
    color: text(scale(100)),
    amount: '800',
    description: text(scale(2000)),
    otherAdhesion: text(scale(500)),
    moreInfo: text(scale(2000)),
    wasteDescription: text(scale(2000)),
    quantity: '120',
    currentUse: text(scale(500)),
  }
  return {
    wastes: Array.from({ length: 20 }, () => waste),
    target: 'closed-loop',
    requirements: text(scale(2000)),
    additionalInfo: text(scale(2000)),
    name,
    company: 'Parts GmbH',
    address: 'Hafenstraße 12, 20095 Hamburg',
    email: 'recycler@example.com',
    phone: '',
    message: text(scale(5000)),
    privacy: true,
  }
}

async function openRecyclingDraft(page: Page, draft: ReturnType<typeof recyclingDraft>): Promise<Locator> {
  await openForm(page, '/wipag/en/recycling-request')
  const form = page.locator('section.recycling-form')
  await form.getByLabel(field('Name')).fill(draft.name)
  const key = await page.evaluate(() => Object.keys(sessionStorage).find((stored) => stored.startsWith('form-draft:recycling:')))
  expect(key).toBeDefined()
  await page.evaluate(([stored, values]) => sessionStorage.setItem(stored, values), [key ?? '', JSON.stringify(draft)] as const)
  await page.reload()
  await expect(form.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
  await expect(form.getByText(/^Waste 20: /)).toBeVisible()
  return form
}

test("a recycling request larger than Magnolia's mail command takes is refused by the form at once, with its message, and nothing is sent (issue 32)", async ({
  page,
}) => {
  test.slow()
  const draft = recyclingDraft(`Large ${Date.now()}`, 150_000)
  const form = await openRecyclingDraft(page, draft)
  await verifyCaptcha(page)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/_serverFn/')) posts.push(request.url())
  })
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByRole('alert')).toHaveText('Your request is too long to be sent. Please shorten the longer texts and send it again.')
  await expectNoAxeViolations(page)
  expect(posts).toEqual([])
  expect((await mailbox()).filter((message) => message.body.fields?.['name'] === draft.name)).toEqual([])
})

test("the longest recycling request the form lets through passes the edge's body limit and reaches Magnolia (issue 32)", async ({ page }) => {
  test.slow()
  const draft = recyclingDraft(`Long ${Date.now()}`, 44_000)
  const form = await openRecyclingDraft(page, draft)
  await verifyCaptcha(page)
  const answered = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  const answer = await answered
  expect(answer.request().postDataBuffer()?.length ?? 0).toBeGreaterThan(45_000)
  expect(answer.status()).toBe(200)
  await expect(page.getByRole('status')).toHaveText('Thank you! Your message has been sent.')
  await expect.poll(async () => (await mailbox()).filter((message) => message.body.fields?.['name'] === draft.name).length, { timeout: 15_000 }).toBe(1)
})

test('an offer request from the albis contact page: product, quantity and desired date reach the mail command once', async ({ page }) => {
  const name = `Buyer ${Date.now()}`
  await page.goto('/en/contact')
  await page.getByRole('link', { name: 'Request an offer' }).click()
  await expect(page).toHaveURL(/\/en\/contact\/offer$/)
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
  const form = page.locator('section.offer-form')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByLabel(field('Product'))).toBeFocused()
  await expect(form.getByLabel(field('Company'))).toHaveAccessibleDescription('Please fill in this field.')
  await form.getByLabel(field('Product')).fill('ALCOM PA66 GF30')
  await form.getByLabel(field('Quantity or volume (e.g. 500 kg)')).fill('2 t per month')
  await form.getByLabel(field('Desired date')).fill('2027-01-15')
  await form.getByLabel(field('Application')).fill('Housings')
  await form.getByLabel(field('Company')).fill('Parts GmbH')
  await fillPerson(form, name, 'buyer@example.com')
  await send(page, form)
  expect(await sentMessage(name)).toMatchObject({
    path: '/.rest/commands/v2/mail/mail',
    body: {
      form: 'offer',
      site: 'albis',
      email: 'buyer@example.com',
      fields: {
        kind: 'offer',
        product: 'ALCOM PA66 GF30',
        quantity: '2 t per month',
        desiredDate: '2027-01-15',
        application: 'Housings',
        company: 'Parts GmbH',
      },
    },
  })
})

test('a sample request in Chinese: no desired date, errors in Chinese, sent as the mail command sample', async ({ page }) => {
  const name = `样品 ${Date.now()}`
  await openForm(page, '/zh/contact/sample', '发送')
  const form = page.locator('section.sample-form')
  // the page's h1 names the form, so the form's section is labelled by that name without a heading of its own
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('索取样品')
  await expect(form).toHaveAccessibleName('索取样品')
  await expect(form.getByLabel(field('期望日期'))).toHaveCount(0)
  await form.getByRole('button', { name: '发送', exact: true }).click()
  await expect(form.getByLabel(field('产品'))).toHaveAccessibleDescription('请填写此字段。')
  await expectNoAxeViolations(page)
  await form.getByLabel(field('产品')).fill('ALTECH PP')
  await form.getByLabel(field('数量或体积（例如 500 公斤）')).fill('25 kg')
  await form.getByLabel(field('公司')).fill('示例公司')
  await form.getByLabel(field('姓名')).fill(name)
  await form.getByLabel(field('电子邮件')).fill('sample@example.com')
  await form.getByLabel(/我已阅读隐私政策/).check()
  await verifyCaptcha(page, '我不是机器人', '已验证')
  await form.getByRole('button', { name: '发送', exact: true }).click()
  await expect(form.getByRole('status')).toHaveText('谢谢！您的消息已发送。')
  expect((await sentMessage(name)).body).toMatchObject({
    form: 'sample',
    site: 'albis',
    language: 'zh',
    fields: { kind: 'sample', product: 'ALTECH PP', desiredDate: '' },
  })
})

test('an innovation idea from the new-business site reaches the contact request with target innovation', async ({ page }) => {
  const name = `Inventor ${Date.now()}`
  await openForm(page, '/otto-acme-new-business/en/innovation')
  const form = page.locator('section.innovation-form')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByLabel(field('Idea or topic'))).toBeFocused()
  await expect(form.getByLabel(field('Company'))).not.toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel(field('Idea or topic')).fill('Bio-based polyamide')
  await form.getByLabel(field('Description of the idea')).fill('A compound from castor oil for car interiors.')
  await fillPerson(form, name, 'inventor@example.com')
  await send(page, form)
  expect(await sentMessage(name)).toMatchObject({
    path: '/.rest/api/contact/request',
    body: { form: 'innovation', site: 'new-business', fields: { topic: 'Bio-based polyamide', company: '' } },
  })
})

test("an unsolicited application (hraf) from the group's career page: area, earliest start and message reach the mail command", async ({ page }) => {
  const name = `Applicant ${Date.now()}`
  await openForm(page, '/otto-acme-group/en/career')
  const form = page.locator('section.hraf-form')
  await expect(form.getByRole('heading', { name: 'Unsolicited application' })).toBeVisible()
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByLabel(field('Name'))).toBeFocused()
  await expect(form.getByLabel(field('Area of interest'))).toHaveAccessibleDescription('Please choose an entry.')
  await fillPerson(form, name, 'applicant@example.com')
  await form.getByLabel(field('Area of interest')).selectOption('engineering')
  await form.getByLabel(field('Earliest start')).fill('2027-04-01')
  await form.getByLabel(field('What should we know about you?')).fill('Process engineer with five years in compounding.')
  await send(page, form)
  expect(await sentMessage(name)).toMatchObject({
    path: '/.rest/commands/v2/mail/mail',
    body: { form: 'hraf', site: 'group', fields: { area: 'engineering', earliestStart: '2027-04-01' } },
  })
  expect((await mailbox()).filter((entry) => entry.body.form === 'hraf' && entry.body.fields?.['name'] === name)).toHaveLength(1)
})

test('a product request: an attachment over 10 MB is refused with 413 and the upload message, another type with its own; a PDF arrives with the message as multipart', async ({
  page,
}) => {
  test.slow()
  const name = `Engineer ${Date.now()}`
  await openForm(page, '/en/contact/product-request')
  const form = page.locator('section.product-request-form')
  await form.getByLabel(field('Product')).fill('ALCOM PC 740')
  await form.getByLabel(field('Your question')).fill('Is it UL 94 V-0 at 1.5 mm?')
  await fillPerson(form, name, 'engineer@example.com')
  const attachment = form.getByLabel(field('Attachment (PDF, PNG or JPEG, at most 10 MB)'))

  await attachment.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 37) })
  await verifyCaptcha(page)
  const refused = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  expect((await refused).status()).toBe(413)
  await expect(attachment).toHaveAccessibleDescription('The file upload was not successful. Please try again.')
  await expect(attachment).toBeFocused()
  await expectNoAxeViolations(page)

  await attachment.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a drawing') })
  await verifyCaptcha(page)
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(attachment).toHaveAccessibleDescription('Please choose a PDF, PNG or JPEG file.')

  const pdf = Buffer.from('%PDF-1.4\n% a drawing\n%%EOF\n')
  await attachment.setInputFiles({ name: 'drawing.pdf', mimeType: 'application/pdf', buffer: pdf })
  await send(page, form)
  const message = await sentMessage(name)
  expect(message).toMatchObject({ path: '/.rest/api/contact/request/product', files: [{ name: 'drawing.pdf', size: pdf.length }] })
  expect(message.body).toMatchObject({ form: 'product', site: 'albis', fields: { product: 'ALCOM PC 740', message: 'Is it UL 94 V-0 at 1.5 mm?' } })
})
