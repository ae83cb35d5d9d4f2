"use client"

import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"

import { pageFormSchema, type PageFormValues } from "@/lib/domain/schemas/page"

import { ContentEditorFrame, type ContentEditorProps } from "./content-editor-frame"

const MAIN = ["title", "slug", "content"] as const
const ROWS = { content: 20 }

export function PageEditor({ initialValues, ...props }: ContentEditorProps<PageFormValues>) {
  const form = useForm({ resolver: zodResolver(pageFormSchema), defaultValues: initialValues })
  return <ContentEditorFrame kind="page" form={form} main={MAIN} rows={ROWS} seoCard="side" {...props} />
}
