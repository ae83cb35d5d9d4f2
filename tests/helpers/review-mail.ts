import { expect } from "@playwright/test"

import type { MailSink } from "./mail-sink"

const REVIEW_LINK = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]{43}/

/** The medical review link in the newest e-mail to `to` that the sink received at or after `after` (waits 20 s). */
export async function mailedReviewLink(sink: MailSink, to: string, after: number): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const mail = sink.received.filter((m) => m.to.includes(to) && m.at >= after).at(-1)
        found = mail?.parsed.text?.match(REVIEW_LINK)?.[0]
        return found
      },
      { timeout: 20_000 },
    )
    .toBeTruthy()
  return found!
}
