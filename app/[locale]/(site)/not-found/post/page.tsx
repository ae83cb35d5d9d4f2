import type { Metadata } from "next"

import { publicCopy } from "@/lib/copy/public"
import { PostNotFound } from "@/components/site/not-found-pages"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

// A missing post's 404 as a page of its own, in each language (see ../page.tsx): what /blog/<no such post> answers.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: publicCopy(locale).blog.postNotFound, robots: { index: false, follow: true } }
}

export default async function PostNotFoundPage({ params }: { params: LocaleParams }) {
  return <PostNotFound locale={await pageLocale(params)} />
}
