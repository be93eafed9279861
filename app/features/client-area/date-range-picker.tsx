/**
 * The order history's date range as react-aria's `DateRangePicker` (typed segments and a range
 * calendar in a popover, all by keyboard). Loaded once the page runs; its hidden inputs keep the
 * `from` and `to` names of the plain form.
 */
import { parseDate } from '@internationalized/date'
import { Button, CalendarCell, CalendarGrid, DateInput, DateRangePicker, DateSegment, Dialog, Group, Heading, I18nProvider, Label, Popover, RangeCalendar } from 'react-aria-components'
import type { Language } from '#app.config.ts'
import { m } from '#app/paraglide/messages.js'
import type { DateRange } from './order-history-rules.ts'

const calendarLocales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' }

export function DateRangePickerField({ range, locale, label, onChange }: { range: DateRange; locale: Language; label: string; onChange: (range: DateRange) => void }) {
  return (
    <I18nProvider locale={calendarLocales[locale]}>
      <DateRangePicker
        className="job-filter order-range-picker"
        defaultValue={{ start: parseDate(range.from), end: parseDate(range.to) }}
        startName="from"
        endName="to"
        onChange={(value) => {
          if (value) onChange({ from: value.start.toString(), to: value.end.toString() })
        }}
      >
        <Label>{label}</Label>
        <Group className="order-range-group">
          <DateInput slot="start" className="order-date-input">
            {(segment) => <DateSegment segment={segment} className="order-date-segment" />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className="order-date-input">
            {(segment) => <DateSegment segment={segment} className="order-date-segment" />}
          </DateInput>
          <Button className="button order-calendar-button" aria-label={m.orders_calendar({}, { locale })}>
            ▾
          </Button>
        </Group>
        <Popover className="order-calendar-popover">
          <Dialog aria-label={m.orders_calendar({}, { locale })}>
            <RangeCalendar>
              <header className="order-calendar-header">
                <Button slot="previous" aria-label={m.orders_calendar_previous({}, { locale })}>
                  ◀
                </Button>
                <Heading />
                <Button slot="next" aria-label={m.orders_calendar_next({}, { locale })}>
                  ▶
                </Button>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} className="order-calendar-cell" />}</CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  )
}
