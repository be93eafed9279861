/**
 * The year and topic filter of the press, blog and events lists: a `<form method="get">` whose
 * fields are the URL params, with a submit button, so it works without script. With script a
 * choice navigates at once (push); the page's other params ride along as hidden fields.
 */
import type { FormEvent } from 'react'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import type { StoryTopic } from './story.ts'

interface FilterChoice {
  year?: string | undefined
  topic?: string | undefined
}

interface StoryFiltersProps {
  id: string
  label: string
  lang: Language
  years: readonly string[]
  topics: readonly StoryTopic[]
  value: FilterChoice
  /** The URL's other params (campaign params), kept by a submission without script. */
  keep: Record<string, unknown>
  onChange: (choice: FilterChoice) => void
}

export function StoryFilters({ id, label, lang: locale, years, topics, value, keep, onChange }: StoryFiltersProps) {
  const choose = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const field = (name: string) => {
      const entry = data.get(name)
      return typeof entry === 'string' && entry !== '' ? entry : undefined
    }
    onChange({ year: field('year'), topic: field('topic') })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    choose(event.currentTarget)
  }
  const hidden = Object.entries(keep).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !['year', 'topic', 'pages'].includes(entry[0]),
  )
  return (
    <form className="story-filters filter-panel" method="get" aria-label={label} onSubmit={submit}>
      {hidden.map(([name, text]) => (
        <input key={name} type="hidden" name={name} value={text} />
      ))}
      <label className="story-filter">
        <span>{m.stories_year({}, { locale })}</span>
        <select name="year" id={`${id}-year`} value={value.year ?? ''} onChange={(event) => event.currentTarget.form && choose(event.currentTarget.form)}>
          <option value="">{m.stories_all_years({}, { locale })}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label className="story-filter">
        <span>{m.stories_topic({}, { locale })}</span>
        <select name="topic" id={`${id}-topic`} value={value.topic ?? ''} onChange={(event) => event.currentTarget.form && choose(event.currentTarget.form)}>
          <option value="">{m.stories_all_topics({}, { locale })}</option>
          {topics.map((topic) => (
            <option key={topic.name} value={topic.name}>
              {topic.title}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {m.stories_apply({}, { locale })}
      </button>
    </form>
  )
}
