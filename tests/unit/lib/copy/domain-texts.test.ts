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
 */

const TEXT_KEYS = new Set(["label", "help", "description", "itemLabel", "placeholder"])
/** Section field helpers whose first argument is the field's name (the rest are its words). */
const NAME_FIRST = new Set(["buttonField", "imageField", "iconCardsField"])
/** Section field helpers whose every string argument is words. */
const WORDS_ONLY = new Set(["headingField", "countField"])
/** The public site's service and resource menus and its blog categories: content shown to visitors, not the admin's words. */
const CONTENT_FILES = new Set(["lib/domain/site.ts", "lib/domain/blog/categories.ts"])

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

  it("no lib/domain module outside lib/domain/seed writes an interface text", () => {
    const written = domainSources("lib/domain")
      .map((path) => relative(process.cwd(), path))
      .filter((path) => !CONTENT_FILES.has(path))
      .flatMap((path) => writtenTexts(path, readFileSync(path, "utf8")).map((hit) => `${path}:${hit}`))
    expect(written).toEqual([])
  })
})
