import { LEADS } from "@/lib/copy/leads"
import type { Metadata } from "next"
import Link from "next/link"
import { ArrowLeft } from "lucide-react"

import { contentDirectory } from "@/lib/site/analytics/view-paths"
import { loadForScreen } from "@/lib/data/admin/load"
import { getMessage, type MessageDetail } from "@/lib/data/messages"
import { INBOX } from "@/lib/copy/inbox"
import { languageName, TRANSLATION_UI } from "@/lib/copy/translations"
import { localizedPath } from "@/lib/domain/i18n"
import { UTM_KEYS } from "@/lib/domain/utm"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { DeliveryBadge } from "@/components/admin/delivery-badge"
import { formatDateTime } from "@/components/admin/format"
import { inboxHref } from "@/components/admin/inbox-query"
import { LeadJourney } from "@/components/admin/lead-journey"
import { MessageActions } from "@/components/admin/message-actions"
import { MessageDelivery } from "@/components/admin/message-delivery"
import { DetailRow as Row } from "@/components/admin/detail-row"
import { LoadFailed } from "@/components/admin/load-failed"
import { PageHeader } from "@/components/admin/page-header"
import { RetryNowButton } from "@/components/admin/retry-now-button"

import { deleteMessage, moveMessageTo, retryNotifications, setMessageRead } from "../actions"

export const metadata: Metadata = { title: INBOX.title }

const d = INBOX.detail

function Context({ message }: { message: MessageDetail }) {
  const utm = UTM_KEYS.filter((k) => message.utm[k])
  return (
    <dl className="space-y-2" data-testid="message-context">
      <Row label={d.page}>{message.page_path || d.none}</Row>
      <Row label={d.referrer}>{message.referrer_origin || d.direct}</Row>
      <Row label={d.utm}>
        {utm.length ? (
          <ul>
            {utm.map((k) => (
              <li key={k}>
                {k}: {message.utm[k]}
              </li>
            ))}
          </ul>
        ) : (
          d.none
        )}
      </Row>
    </dl>
  )
}

/** Titles of the journey's posts and pages; a failure leaves the paths alone. */
async function journeyTitles(message: MessageDetail): Promise<Map<string, string> | undefined> {
  const refs = [message.visit?.first_content, message.visit?.last_content].filter((c) => !!c)
  if (refs.length === 0) return undefined
  try {
    const directory = await contentDirectory()
    return new Map(refs.flatMap((c) => {
      const key = `${c.type}:${c.id}`
      const known = directory.get(key)
      return known ? [[key, known.title] as const] : []
    }))
  } catch (error) {
    console.error("[admin:getMessage] journey titles failed", error)
    return undefined
  }
}

export default async function MessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const loaded = await loadForScreen("getMessage", () => getMessage(id))
  if (!loaded.ok) return <LoadFailed title={INBOX.title} listHref="/admin/messages" message={INBOX.loadMessageFailed} backLabel={INBOX.backToMessages} />
  const message = loaded.data
  const listHref = inboxHref({ view: message.folder, q: "", page: 1 })
  const titles = await journeyTitles(message)
  const canRetry = message.jobs.some((j) => j.status === "failed" || (j.status === "pending" && j.last_error))
  return (
    <>
      <PageHeader title={message.undecryptable ? LEADS.undecryptable : message.name} crumbs={[{ label: INBOX.title, href: listHref }]} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href={listHref}>
            <ArrowLeft aria-hidden />
            {INBOX.backToMessages}
          </Link>
        </Button>
        <Badge variant="secondary" data-testid="message-folder">
          {INBOX.views[message.folder]}
        </Badge>
        {message.kind === "download" ? (
          <Badge variant="secondary" data-testid="download-request-badge">
            {INBOX.downloadRequest}
          </Badge>
        ) : null}
        {message.kind === "event_registration" && message.event ? (
          <Badge variant="secondary" data-testid="event-registration-badge">
            {INBOX.eventRegistrationBadge(message.event.title)}
          </Badge>
        ) : null}
        {message.possible_spam ? (
          <Badge variant="outline" className="border-amber-400 text-amber-900" data-testid="possible-spam-badge">
            {INBOX.possibleSpam}
          </Badge>
        ) : null}
        <DeliveryBadge delivery={message.delivery} />
      </div>
      <MessageActions
        message={{ id: message.id, name: message.name, email: message.email, read: message.read, folder: message.folder }}
        markRead={setMessageRead}
        move={moveMessageTo}
        remove={deleteMessage}
        listHref={listHref}
      />
      <section className="mt-6 space-y-6 rounded-xl border bg-background p-6 shadow-sm">
        <dl className="space-y-2">
          <Row label={d.email}>
            <a href={`mailto:${message.email}`} className="text-primary hover:underline">
              {message.email}
            </a>
          </Row>
          <Row label={d.received}>{formatDateTime(message.created_at)}</Row>
          <Row label={TRANSLATION_UI.columnLanguage}>
            <span data-testid="message-language">{languageName(message.locale)}</span>
          </Row>
          {message.resource ? (
            <Row label={INBOX.requestedResource}>
              <Link href={localizedPath(message.locale, `/resources/${message.resource.slug}`)} className="text-primary hover:underline" data-testid="message-resource">
                {message.resource.title}
              </Link>
            </Row>
          ) : null}
          {message.event ? (
            <Row label={INBOX.registeredEvent}>
              <Link href={`/admin/events/${message.event.id}`} className="text-primary hover:underline" data-testid="message-event">
                {message.event.title}
              </Link>
            </Row>
          ) : null}
          {message.spam_reason ? <Row label={d.spamCheck}>{message.spam_reason}</Row> : null}
        </dl>
        <p className="text-base break-words whitespace-pre-wrap" data-testid="message-body">
          {message.message}
        </p>
        <div>
          <h2 className="mb-2 font-semibold">{d.context}</h2>
          <Context message={message} />
        </div>
        <LeadJourney visit={message.visit} referrerOrigin={message.referrer_origin} utmCampaign={message.utm.utm_campaign ?? ""} titles={titles} />
        <div data-testid="message-notifications">
          <div className="mb-2 flex items-center gap-3">
            <h2 className="font-semibold">{d.delivery}</h2>
            {canRetry ? <RetryNowButton id={message.id} retry={retryNotifications} /> : null}
          </div>
          <MessageDelivery jobs={message.jobs} />
        </div>
      </section>
    </>
  )
}
