import { PostNotFound } from "@/components/site/not-found-pages"

import { notFoundLocale } from "@/app/[locale]/not-found-locale"

/** A missing post, in the language of the address. */
export default async function PostNotFoundPage() {
  return <PostNotFound locale={await notFoundLocale()} />
}
