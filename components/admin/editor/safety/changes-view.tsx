"use client"

import { useMemo } from "react"

import { REVISION_MESSAGES } from "@/lib/copy/revisions"
import { diffFields, type LineBlock, type WordPart } from "@/lib/domain/revisions/diff"

import type { FormValues } from "@/lib/data/admin/editor-safety-types"

type ChangesViewProps = { before: FormValues; after: FormValues; beforeLabel: string; afterLabel: string }

/**
 * What differs between two states, per field: removed words struck through in red, added ones underlined in green;
 * the content line by line, with unchanged stretches folded.
 */
export function ChangesView({ before, after, beforeLabel, afterLabel }: ChangesViewProps) {
  const fields = useMemo(() => diffFields(before, after), [before, after])
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">{REVISION_MESSAGES.noDifferences}</p>
  return (
    <div className="flex flex-col gap-4" data-testid="changes-view">
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span>
          <del className="bg-red-100 text-red-900 decoration-red-700">{beforeLabel}</del>
        </span>
        <span>
          <ins className="bg-green-100 text-green-900 decoration-green-700">{afterLabel}</ins>
        </span>
      </p>
      {fields.map((f) => (
        <section key={f.key} className="flex flex-col gap-1" data-testid="changed-field" data-field={f.key}>
          <h4 className="text-sm font-semibold">{f.label}</h4>
          {f.lines ? <ContentLines lines={f.lines} /> : <Words parts={f.parts} className="rounded border bg-muted/30 px-3 py-2 text-sm" />}
        </section>
      ))}
    </div>
  )
}

function Words({ parts, className }: { parts: WordPart[]; className?: string }) {
  return (
    <p className={`break-words whitespace-pre-wrap ${className ?? ""}`}>
      {parts.map((p, i) =>
        p.change === "added" ? (
          <ins key={i} className="bg-green-100 text-green-900 decoration-green-700">
            {p.text}
          </ins>
        ) : p.change === "removed" ? (
          <del key={i} className="bg-red-100 text-red-900 decoration-red-700">
            {p.text}
          </del>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  )
}

function ContentLines({ lines }: { lines: LineBlock[] }) {
  return (
    <div className="flex flex-col rounded border font-mono text-xs">
      {lines.map((b, i) => {
        switch (b.kind) {
          case "skip":
            return (
              <p key={i} className="bg-muted/50 px-3 py-1 text-muted-foreground italic">
                {b.lines === 1 ? "1 unchanged line" : `${b.lines} unchanged lines`}
              </p>
            )
          case "changed":
            return <Words key={i} parts={b.parts} className="border-l-4 border-amber-400 px-3 py-1" />
          case "added":
            return (
              <p key={i} className="border-l-4 border-green-600 bg-green-50 px-3 py-1 break-words whitespace-pre-wrap">
                <ins className="no-underline">{b.text || " "}</ins>
              </p>
            )
          case "removed":
            return (
              <p key={i} className="border-l-4 border-red-600 bg-red-50 px-3 py-1 break-words whitespace-pre-wrap">
                <del>{b.text || " "}</del>
              </p>
            )
          default:
            return (
              <p key={i} className="px-3 py-1 break-words whitespace-pre-wrap text-muted-foreground">
                {b.text || " "}
              </p>
            )
        }
      })}
    </div>
  )
}
