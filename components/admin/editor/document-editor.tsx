"use client"

import { zodResolver } from "@hookform/resolvers/zod"
import { useForm, type FieldValues, type Resolver } from "react-hook-form"

import { contentType } from "@/lib/domain/content"
import { SEO_FIELDS } from "@/lib/domain/content/seo-fields"
import type { DocumentTypeName } from "@/lib/domain/types"
import type { LooseSeoValues } from "@/lib/data/admin/seo-types"

import { ContentEditorFrame, type ContentEditorProps } from "./content-editor-frame"

const SEO_NAMES = new Set(SEO_FIELDS.map((f) => f.name))

/**
 * The editor of every site document type (site pages, case studies, resources, the singletons), drawn from its
 * declaration: the main card holds its declared fields (sections and structured values included), the SEO card
 * follows where the type has SEO, and the publish box, history and share links come from the frame.
 */
export function DocumentEditor({ kind, initialValues, ...props }: ContentEditorProps<FieldValues & LooseSeoValues> & { kind: DocumentTypeName }) {
  const type = contentType(kind)
  type Values = FieldValues & LooseSeoValues
  const resolver = zodResolver(type.schema.form as never) as unknown as Resolver<Values>
  const form = useForm<Values>({ resolver, defaultValues: initialValues })
  // A singleton's title and slug are fixed (its type's): its editor shows only its value.
  const fixed = type.kind === "singleton" ? new Set(["title", "slug"]) : new Set<string>()
  const main = type.fields.filter((f) => f.kind !== "checkbox" && !SEO_NAMES.has(f.name) && !fixed.has(f.name)).map((f) => f.name)
  return <ContentEditorFrame kind={kind} form={form} main={main} rows={{}} seoCard={type.seo ? "main" : "none"} {...props} />
}
