import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"

import ts from "typescript"
import { describe, expect, it } from "vitest"

/**
 * Interface texts live in lib/copy: a lib/domain declaration names them (`label: METRICS.fields.title`) and never
 * spells them. This guard reads lib/domain's sources and lists every English text written where the admin shows it:
 * a string as the value of `label`, `help`, `description`, `itemLabel` or `placeholder`, and a string given as a label
 * to the section field helpers (`headingField("…")`, `buttonField("button", "…")`). Starting content is not
 * interface text: seeds (lib/domain/seed), a section type's `defaults`, the `DEFAULT_…` values of the site's shell,
 * and the public site's fixed lists below.
 *
 * Validation and error messages live there too (lib/copy/validation.ts and its neighbours): a second reader lists
 * every message lib/domain writes itself. A message is a text with words in it (a template's own words count, not the
 * values it puts in) given
 *  - as an argument of a zod call (`z.maxLength(200, "…")`, `z.string().min(1, "…")`; not `z.literal`, `z.enum`),
 *  - as the value of an `error`, `message` or `referenceMissing` property,
 *  - to `new DataError(code, …)` after its code (its message and its field errors),
 *  - to a schema helper that builds messages from a field's name (`optionalText(200, "Meta title")`),
 *  - as what a `validate…` or `…Problem` function returns,
 *  - or as the value of a `…_MESSAGE(S)` or `…_ERROR(S)` constant.
 * Inside such a place the reader follows calls' arguments, objects' values, lists' items, a template's values,
 * `a ? b : c` and `a ?? b` (`z.pipe(optionalText(100, "Category"), …)`, `{ fieldErrors: { slug: ["…"] } }`,
 * `` `${where}${first ?? "Invalid sections"}` ``), never into a function.
 */

const TEXT_KEYS = new Set(["label", "help", "description", "itemLabel", "placeholder"])
/** Section field helpers whose first argument is the field's name (the rest are its words). */
const NAME_FIRST = new Set(["buttonField", "imageField", "iconCardsField"])
/** Section field helpers whose every string argument is words. */
const WORDS_ONLY = new Set(["headingField", "countField"])
/** The public site's service and resource menus and its blog categories: content shown to visitors, not the admin's words. */
const CONTENT_FILES = new Set(["lib/domain/site.ts", "lib/domain/blog/categories.ts"])

/** Zod functions whose string arguments are values, not messages. */
const ZOD_VALUES = new Set(["literal", "enum", "templateLiteral"])
/** Properties whose value is a message. */
const MESSAGE_KEYS = new Set(["error", "message", "referenceMissing"])
/** lib/domain's schema helpers that put a field's name into their messages. */
const MESSAGE_HELPERS = new Set(["optionalText", "urlField", "optionalId"])
/** Functions whose answer is a message (or a map of them). */
const ANSWERS_MESSAGES = /^validate|Problem$/
/** Constants that hold messages. */
const MESSAGE_CONSTANT = /_(?:MESSAGE|ERROR)S?$/

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.trim() !== "") || ts.isTemplateExpression(node)

const nameOf = (node: ts.PropertyName | ts.BindingName): string =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : ""

/** Whether a node sits in starting content: a `defaults` property or a `DEFAULT_…` constant. */
function inContent(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isPropertyAssignment(n) && nameOf(n.name) === "defaults") return true
    if (ts.isVariableDeclaration(n) && nameOf(n.name).startsWith("DEFAULT_")) return true
  }
  return false
}

/** The interface texts written in one source file, as "line: text". */
function writtenTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) => {
    if (inContent(node)) return
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
    found.push(`${line + 1}: ${node.getText(file)}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && TEXT_KEYS.has(nameOf(node.name)) && isText(node.initializer)) report(node)
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const helper = node.expression.text
      if (NAME_FIRST.has(helper) || WORDS_ONLY.has(helper)) {
        node.arguments.forEach((arg, i) => {
          if ((i > 0 || WORDS_ONLY.has(helper)) && isText(arg)) report(arg)
        })
      }
    }
    if (ts.isParameter(node) && node.initializer && isText(node.initializer) && ts.isIdentifier(node.name) && TEXT_KEYS.has(node.name.text)) {
      report(node)
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken && ts.isIdentifier(node.left)) {
      if (TEXT_KEYS.has(node.left.text) && isText(node.right)) report(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** A string with words in it, or a template whose own parts have words (`${label} ${rule}` has none). */
function hasWords(node: ts.Node): boolean {
  const words = /[A-Za-z]/
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return words.test(node.text)
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((s) => s.literal)].some((part) => words.test(part.text))
  return false
}

/** The call's zod function when it is one (`z.maxLength(…)` → "maxLength", `z.string().min(…)` → "min"), else "". */
function zodCall(node: ts.CallExpression): string {
  if (!ts.isPropertyAccessExpression(node.expression)) return ""
  let root: ts.Expression = node.expression
  while (ts.isPropertyAccessExpression(root) || ts.isCallExpression(root)) root = root.expression
  return ts.isIdentifier(root) && root.text === "z" ? node.expression.name.text : ""
}

/** The texts with words in a message place: the text itself, or those in its arguments, values, items and branches. */
function wordsIn(node: ts.Node): ts.Node[] {
  if (hasWords(node)) return [node]
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSpreadElement(node) || ts.isSpreadAssignment(node)) return wordsIn(node.expression)
  if (ts.isTemplateExpression(node)) return node.templateSpans.flatMap((span) => wordsIn(span.expression))
  if (ts.isConditionalExpression(node)) return [...wordsIn(node.whenTrue), ...wordsIn(node.whenFalse)]
  if (ts.isBinaryExpression(node)) return [...wordsIn(node.left), ...wordsIn(node.right)]
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return ZOD_VALUES.has(ts.isCallExpression(node) ? zodCall(node) : "") ? [] : (node.arguments ?? []).flatMap(wordsIn)
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(wordsIn)
  if (ts.isObjectLiteralExpression(node)) return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? wordsIn(p.initializer) : ts.isSpreadAssignment(p) ? wordsIn(p) : []))
  return []
}

/** The function a node sits in, by its name (a declaration's, or the variable's it is assigned to). */
function enclosingFunctionName(node: ts.Node): string {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isMethodDeclaration(n)) return n.name && !ts.isComputedPropertyName(n.name) ? nameOf(n.name as ts.PropertyName) : ""
    if (ts.isArrowFunction(n)) return ts.isVariableDeclaration(n.parent) ? nameOf(n.parent.name) : ""
  }
  return ""
}

/** The validation and error messages written in one source file, as "line: text". */
function writtenMessages(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found = new Map<number, string>()
  const report = (nodes: ts.Node[]) => {
    for (const node of nodes) {
      if (inContent(node)) continue
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      found.set(node.getStart(file), `${line + 1}: ${node.getText(file)}`)
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const zod = zodCall(node)
      if (zod && !ZOD_VALUES.has(zod)) report(node.arguments.flatMap(wordsIn))
      if (ts.isIdentifier(node.expression) && MESSAGE_HELPERS.has(node.expression.text)) report(node.arguments.flatMap(wordsIn))
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "DataError") report((node.arguments ?? []).slice(1).flatMap(wordsIn))
    if (ts.isPropertyAssignment(node) && MESSAGE_KEYS.has(nameOf(node.name))) report(wordsIn(node.initializer))
    if (ts.isReturnStatement(node) && node.expression && ANSWERS_MESSAGES.test(enclosingFunctionName(node))) report(wordsIn(node.expression))
    if (ts.isVariableDeclaration(node) && node.initializer && MESSAGE_CONSTANT.test(nameOf(node.name))) report(wordsIn(node.initializer))
    ts.forEachChild(node, visit)
  }
  visit(file)
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, hit]) => hit)
}

function domainSources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return entry === "seed" ? [] : domainSources(path)
    return /\.tsx?$/.test(entry) && !entry.endsWith(".d.ts") ? [path] : []
  })
}

describe("interface texts stay in lib/copy", () => {
  it("finds a label, a help line, an option label and a section's picker text written in a declaration", () => {
    const source = [
      'const fields = [{ name: "title", label: "Heading", kind: "text", help: `Shown ${"above"}` }]',
      'const options = [{ value: "plain", label: "White" }]',
      'export const hero = { type: "hero", label: C.label, description: "A full-screen opening", fields }',
      'const more = [headingField("Headline"), buttonField("button", "Main button"), imageField("image", C.image), countField("How many")]',
      'export function headingField(label = "Heading") { return { label } }',
      'export function buttonField(name, label, help) { return { name, label, help: help ?? "Leave the label empty" } }',
    ].join("\n")
    expect(writtenTexts("x.ts", source)).toEqual([
      '1: label: "Heading"',
      '1: help: `Shown ${"above"}`',
      '2: label: "White"',
      '3: description: "A full-screen opening"',
      '4: "Headline"',
      '4: "Main button"',
      '4: "How many"',
      '5: label = "Heading"',
      '6: help ?? "Leave the label empty"',
    ])
  })

  it("leaves starting content alone: a section's defaults, the shell's DEFAULT_ values, empty strings", () => {
    const source = [
      'export const faq = { type: "faq", label: FAQ.label, defaults: { title: "Questions", items: [{ label: "Ask us" }] } }',
      'export const DEFAULT_FOOTER = { columns: [{ heading: "Services", links: [{ label: "Blog", href: "/blog" }] }] }',
      'const empty = { label: "", href: "" }',
    ].join("\n")
    expect(writtenTexts("x.ts", source)).toEqual([])
  })

  it("finds a zod rule's message, an error property, a DataError's words, a helper's field name and a validator's answer", () => {
    const source = [
      'const title = z.string({ error: "Title is required" }).check(z.maxLength(200, `Title must be at most ${200} characters`))',
      'const email = z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address"))',
      'const alt = z.object({ alt: text(`${label}: alt text`, 500), tags: z.pipe(optionalText(100, "Category"), z.transform((v) => v.split(","))) })',
      'ctx.issues.push({ code: "custom", message: `Two sections have the id "${id}"` })',
      'export const slugTaken = () => new DataError("conflict", "Slug already in use", { fieldErrors: { slug: ["Slug already in use"] } })',
      'export const seo = { canonical_url: urlField("Canonical URL") }',
      'export function validateEvent(d) { return d.ok ? null : { details: "The end must be after the start" } }',
      'const FORM_ERROR_MESSAGES = { BLOCKED: "This form is blocked" }',
      'const where = (n) => ({ ok: false, error: n ? "The body must be JSON." : M.other })',
      'const parsed = { error: `${where}${first?.message ?? "Invalid sections"}` }',
    ].join("\n")
    expect(writtenMessages("x.ts", source)).toEqual([
      '1: "Title is required"',
      '1: `Title must be at most ${200} characters`',
      '2: "Email is required"',
      '2: "Enter a valid email address"',
      '3: `${label}: alt text`',
      '3: "Category"',
      '4: `Two sections have the id "${id}"`',
      '5: "Slug already in use"',
      '5: "Slug already in use"',
      '6: "Canonical URL"',
      '7: "The end must be after the start"',
      '8: "This form is blocked"',
      '9: "The body must be JSON."',
      '10: "Invalid sections"',
    ])
  })

  it("leaves values alone: zod literals and enums, codes, messages from lib/copy, templates that only join values", () => {
    const source = [
      'const kind = z.union([z.literal("online"), z.enum(["in_person", "hybrid"])], { error: M.kind })',
      'const name = z.string({ error: m.required }).check(z.maxLength(200, tooLong(F.name, 200)))',
      'const fail = () => new DataError("conflict", DATA_MESSAGES.slugTaken, { reason: R.taken })',
      'const msg = { message: `${label}: ${issue.message}`, error: `${where}${first?.message ?? S.invalid}` }',
      'const path = z.pipe(z.nullish(z.string()), z.transform((v) => (v ?? "").replace("_", "-")))',
      'export function sitePathProblem(p) { return p ? SITE_PAGES.pathInvalid : null }',
    ].join("\n")
    expect(writtenMessages("x.ts", source)).toEqual([])
  })

  it("no lib/domain module outside lib/domain/seed writes a validation or error message", () => {
    const written = domainSources("lib/domain")
      .map((path) => relative(process.cwd(), path))
      .filter((path) => !CONTENT_FILES.has(path))
      .flatMap((path) => writtenMessages(path, readFileSync(path, "utf8")).map((hit) => `${path}:${hit}`))
    expect(written).toEqual([])
  })

  it("no lib/domain module outside lib/domain/seed writes an interface text", () => {
    const written = domainSources("lib/domain")
      .map((path) => relative(process.cwd(), path))
      .filter((path) => !CONTENT_FILES.has(path))
      .flatMap((path) => writtenTexts(path, readFileSync(path, "utf8")).map((hit) => `${path}:${hit}`))
    expect(written).toEqual([])
  })
})
