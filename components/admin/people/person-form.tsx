"use client"

import { useState, useTransition } from "react"
import { useRouter } from "next/navigation"

import { PEOPLE_UI } from "@/lib/copy/people"
import { shouldAutoSlug, slugify } from "@/lib/domain/slug"
import { Button } from "@/components/ui/button"
import { Card, CardContent } from "@/components/ui/card"
import { INPUT_CLASS } from "@/components/ui/field-styles"
import { Input } from "@/components/ui/input"
import { Textarea } from "@/components/ui/textarea"

import { describedBy, Field } from "../editor/field"
import { toastError, toastSuccess } from "../toasts"
import type { ActionResult } from "@/lib/data/admin/views"

export type PersonValues = {
  name: string
  slug: string
  credentials: string
  job_title: string
  bio: string
  photo: string
  photo_alt: string
  links: string
}
export type SavePersonAction = (id: string | null, values: PersonValues) => Promise<ActionResult<{ id: string; slug: string }>>

type PersonFormProps = { id: string | null; initialValues: PersonValues; images: { url: string; name: string }[]; save: SavePersonAction }

/** Create or edit a person. The server validates with the same schema; its field errors show under each field. */
export function PersonForm({ id, initialValues, images, save }: PersonFormProps) {
  const router = useRouter()
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [pending, startTransition] = useTransition()
  const isNew = id === null

  const set = (key: keyof PersonValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value
    setValues((v) => ({
      ...v,
      [key]: value,
      // The one slug rule (lib/domain/slug.ts), as for posts: regenerated while the record is new or its slug is empty.
      ...(key === "name" && shouldAutoSlug({ isNew, slug: v.slug }) ? { slug: slugify(value) } : {}),
    }))
  }

  function submit(event: React.FormEvent) {
    event.preventDefault()
    startTransition(async () => {
      try {
        const result = await save(id, values)
        if (!result.ok) {
          const fe = result.fieldErrors ?? {}
          setErrors(Object.fromEntries(Object.entries(fe).map(([k, v]) => [k, v?.[0]])))
          toastError(PEOPLE_UI.saveFailed, result.error)
          return
        }
        setErrors({})
        toastSuccess(isNew ? PEOPLE_UI.created : PEOPLE_UI.updated)
        if (isNew) router.push(`/admin/people/${result.data.id}`)
        else router.refresh()
      } catch (error) {
        toastError(PEOPLE_UI.saveFailed, error)
      }
    })
  }

  const text = (key: keyof PersonValues, label: string, help?: string) => (
    <Field id={`person-${key}`} label={label} help={help} error={errors[key]}>
      <Input id={`person-${key}`} value={values[key]} onChange={set(key)} autoComplete="off" {...describedBy(`person-${key}`, { help: !!help, error: errors[key] })} />
    </Field>
  )

  return (
    <form onSubmit={submit} noValidate data-testid="person-form">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            {text("name", PEOPLE_UI.name)}
            {text("slug", PEOPLE_UI.slug, PEOPLE_UI.slugHelp)}
            {text("credentials", PEOPLE_UI.credentials, PEOPLE_UI.credentialsHelp)}
            {text("job_title", PEOPLE_UI.jobTitle)}
          </div>
          <Field id="person-bio" label={PEOPLE_UI.bio} help={PEOPLE_UI.bioHelp} error={errors.bio}>
            <Textarea id="person-bio" rows={6} value={values.bio} onChange={set("bio")} {...describedBy("person-bio", { help: true, error: errors.bio })} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="person-photo" label={PEOPLE_UI.photo} help={PEOPLE_UI.photoHelp} error={errors.photo}>
              <select id="person-photo" value={values.photo} onChange={set("photo")} className={INPUT_CLASS} {...describedBy("person-photo", { help: true, error: errors.photo })}>
                <option value="">{PEOPLE_UI.noPhoto}</option>
                {values.photo && !images.some((i) => i.url === values.photo) ? <option value={values.photo}>{values.photo}</option> : null}
                {images.map((image) => (
                  <option key={image.url} value={image.url}>
                    {image.name}
                  </option>
                ))}
              </select>
            </Field>
            {text("photo_alt", PEOPLE_UI.photoAlt)}
          </div>
          {values.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small admin preview of an uploaded file
            <img src={values.photo} alt={values.photo_alt} className="size-24 rounded-full object-cover" />
          ) : null}
          <Field id="person-links" label={PEOPLE_UI.links} help={PEOPLE_UI.linksHelp} error={errors.links}>
            <Textarea id="person-links" rows={3} value={values.links} onChange={set("links")} spellCheck={false} {...describedBy("person-links", { help: true, error: errors.links })} />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? PEOPLE_UI.saving : PEOPLE_UI.save}
            </Button>
            {!isNew && values.slug ? (
              <Button asChild variant="outline">
                <a href={`/blog/author/${initialValues.slug}`} target="_blank" rel="noopener noreferrer">
                  {PEOPLE_UI.viewPage}
                </a>
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </form>
  )
}
