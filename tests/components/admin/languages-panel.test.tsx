import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { POSTS } from "@/lib/copy/posts"
import type { TranslationStatus } from "@/lib/domain/i18n/translations"
import { toPostFormValues, type PostFormValues } from "@/lib/domain/schemas/post"
import type { TranslationActions, TranslationPanelData, TranslationProps } from "@/lib/data/admin/translation-types"
import { Toaster } from "@/components/ui/sonner"
import type { SaveAction } from "@/components/admin/editor/types"

import "../../helpers/dom-polyfills"
import { dismissAllToasts, expectToast } from "../../helpers/toast"

// The editor's Languages panel, in the words the issue gives (typed out here, not imported from the copy).

const push = vi.fn()
const replace = vi.fn()
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn(), replace }) }))
vi.spyOn(console, "error").mockImplementation(() => {})

const { LanguagesPanel } = await import("@/components/admin/editor/languages-panel")
const { PostEditor } = await import("@/components/admin/editor/post-editor")

afterEach(dismissAllToasts)
beforeEach(() => {
  push.mockClear()
  replace.mockClear()
})

const EN_ID = "3f0c1b8e-8a47-4f51-9d55-1c1f0c6a2b10"
const ES_ID = "7d2f4c1a-0b7e-4a55-9a43-2f0e6c9d1b22"

/** The panel of the English original, Spanish in this state. */
function englishPanel(status: TranslationStatus): TranslationPanelData {
  return {
    locale: "en",
    originalLocale: "en",
    lines: [{ locale: "es", status, original: false, id: status === "missing" ? null : ES_ID, editHref: status === "missing" ? null : `/admin/posts/${ES_ID}` }],
    source: null,
  }
}

/** The panel of the Spanish translation: the English original's line and its text. */
function spanishPanel(originalStatus: TranslationStatus = "published", sourceVersion = 3, version = 3): TranslationPanelData {
  return {
    locale: "es",
    originalLocale: "en",
    lines: [{ locale: "en", status: originalStatus, original: true, id: EN_ID, editHref: `/admin/posts/${EN_ID}` }],
    source: {
      locale: "en",
      version,
      sourceVersion,
      texts: [
        { label: "Title", text: "Patient trust" },
        { label: "Content", text: "## Why it works\n\nClinics that show up." },
      ],
    },
  }
}

function actionsWith(overrides: Partial<TranslationActions> = {}): TranslationActions {
  return {
    create: vi.fn(async () => ({ ok: true as const, data: { id: ES_ID, editHref: `/admin/posts/${ES_ID}` } })),
    load: vi.fn(async () => ({ ok: true as const, data: englishPanel("draft") })),
    ...overrides,
  }
}

function props(initial: TranslationPanelData, actions = actionsWith(), id = EN_ID): TranslationProps {
  return { kind: "post", id, initial, actions }
}

function renderPanel(initial: TranslationPanelData, actions = actionsWith()) {
  render(
    <>
      <LanguagesPanel translations={props(initial, actions)} />
      <Toaster />
    </>,
  )
  return actions
}

const panel = () => screen.getByTestId("languages-panel")

describe("LanguagesPanel", () => {
  it("says 'Spanish: missing' and offers 'Add Spanish translation', which creates it and opens its editor", async () => {
    const actions = renderPanel(englishPanel("missing"))
    expect(within(panel()).getByText("Spanish: missing")).toBeTruthy()
    expect(within(panel()).getByText("This version: English")).toBeTruthy()
    expect(within(panel()).queryByRole("link", { name: "Open Spanish" })).toBeNull()
    await act(async () => fireEvent.click(within(panel()).getByRole("button", { name: "Add Spanish translation" })))
    expect(actions.create).toHaveBeenCalledWith("post", EN_ID, "es")
    await expectToast("Success", "Spanish translation created")
    expect(push).toHaveBeenCalledWith(`/admin/posts/${ES_ID}`)
  })

  it("shows the refusal as an error and stays", async () => {
    renderPanel(englishPanel("missing"), actionsWith({ create: vi.fn(async () => ({ ok: false as const, error: "This record already has a version in that language" })) }))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add Spanish translation" })))
    await expectToast("Error", "Failed to create the translation: This record already has a version in that language")
    expect(push).not.toHaveBeenCalled()
    expect(screen.getByRole("button", { name: "Add Spanish translation" })).toHaveProperty("disabled", false)
  })

  it.each([
    ["draft", "Spanish: draft"],
    ["scheduled", "Spanish: scheduled"],
    ["published", "Spanish: published"],
    ["outdated", "Spanish: outdated — the English version changed since"],
  ] as const)("says '%s' as %j with 'Open Spanish' linking to its editor", (status, words) => {
    renderPanel(englishPanel(status))
    expect(within(panel()).getByTestId("translation-status").textContent).toBe(words)
    expect(within(panel()).getByRole("link", { name: "Open Spanish" }).getAttribute("href")).toBe(`/admin/posts/${ES_ID}`)
    expect(within(panel()).queryByRole("button", { name: "Add Spanish translation" })).toBeNull()
    // An original has no source to show.
    expect(within(panel()).queryByRole("button", { name: "Show English source" })).toBeNull()
  })

  it.each(["draft", "scheduled", "published"] as const)("on a translation, gives the original's line 'English: %s'", (status) => {
    renderPanel(spanishPanel(status))
    expect(within(panel()).getByTestId("translation-status").textContent).toBe(`English: ${status}`)
    expect(within(panel()).getByText("This version: Spanish")).toBeTruthy()
    expect(within(panel()).getByRole("link", { name: "Open English" }).getAttribute("href")).toBe(`/admin/posts/${EN_ID}`)
    expect(within(panel()).getByRole("button", { name: "Show English source" }).getAttribute("aria-pressed")).toBe("false")
  })

  it("states the English version a translation was last saved against", () => {
    renderPanel(spanishPanel("published", 3, 3))
    expect(screen.getByTestId("source-version").textContent).toBe("Last saved against the current English version (version 3).")
  })

  it("states an older English version when the original changed since", () => {
    renderPanel(spanishPanel("published", 2, 5))
    expect(screen.getByTestId("source-version").textContent).toBe("Last saved against English version 2; the English version is now at version 5.")
  })
})

describe("the post editor with its languages", () => {
  const okSave: SaveAction<PostFormValues> = async (id) => ({ ok: true, data: { id: id ?? ES_ID, slug: "s", published: false, version: 2 } })

  function renderEditor(translations: TranslationProps, save = okSave) {
    render(
      <>
        <PostEditor
          id={translations.id}
          initialValues={toPostFormValues({ title: "Confianza", slug: "confianza" })}
          save={save}
          renderPreview={async (md) => <p>{md}</p>}
          maxUploadBytes={1024}
          translations={translations}
        />
        <Toaster />
      </>,
    )
  }

  it("'Show English source' opens the original's text read-only beside the form, and closes it again", async () => {
    renderEditor(props(spanishPanel(), actionsWith(), ES_ID))
    expect(screen.queryByTestId("translation-source")).toBeNull()
    const toggle = screen.getByRole("button", { name: "Show English source" })
    fireEvent.click(toggle)
    const source = screen.getByTestId("translation-source")
    expect(toggle.getAttribute("aria-pressed")).toBe("true")
    expect(within(source).getByRole("heading", { name: "English source" })).toBeTruthy()
    expect(within(source).getByText("Patient trust")).toBeTruthy()
    expect(within(source).getByText(/Clinics that show up\./)).toBeTruthy()
    expect(within(source).queryByRole("textbox")).toBeNull()
    // The form keeps its own (Spanish) values.
    expect((screen.getByLabelText(POSTS.fieldTitle, { exact: true }) as HTMLInputElement).value).toBe("Confianza")
    fireEvent.click(toggle)
    expect(screen.queryByTestId("translation-source")).toBeNull()
  })

  it("reads the statuses again after a save (a save of the original may make a translation outdated)", async () => {
    const load = vi.fn(async () => ({ ok: true as const, data: englishPanel("outdated") }))
    renderEditor(props(englishPanel("published"), actionsWith({ load })))
    expect(screen.getByTestId("translation-status").textContent).toBe("Spanish: published")
    expect(load).not.toHaveBeenCalled()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: POSTS.save })))
    await expectToast("Success", POSTS.updated)
    expect(load).toHaveBeenCalledWith("post", EN_ID)
    expect((await screen.findByTestId("translation-status")).textContent).toBe("Spanish: outdated — the English version changed since")
  })

  it("has no Languages panel without its data (a new post)", () => {
    render(<PostEditor id={null} initialValues={toPostFormValues(null)} save={okSave} renderPreview={async (md) => <p>{md}</p>} maxUploadBytes={1024} />)
    expect(screen.queryByTestId("languages-panel")).toBeNull()
  })
})
