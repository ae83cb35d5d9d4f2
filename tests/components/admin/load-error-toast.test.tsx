import { render } from "@testing-library/react"
import { afterEach, describe, it, vi } from "vitest"

import { MEDIA } from "@/lib/copy/media"
import { PAGES } from "@/lib/copy/pages"
import { POSTS } from "@/lib/copy/posts"
import { Toaster } from "@/components/ui/sonner"
import { LoadErrorToast } from "@/components/admin/load-error-toast"

import { dismissAllToasts, expectToast } from "../../helpers/toast"

afterEach(dismissAllToasts)

vi.spyOn(console, "error").mockImplementation(() => {})

describe("LoadErrorToast (list and editor load failures)", () => {
  it.each([POSTS.loadFailed, PAGES.loadFailed, MEDIA.loadFailed, POSTS.loadOneFailed, PAGES.loadOneFailed])(
    "shows Error / %s",
    async (description) => {
      render(
        <>
          <LoadErrorToast description={description} />
          <Toaster />
        </>,
      )
      await expectToast("Error", description)
    },
  )
})
