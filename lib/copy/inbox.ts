import { SITE } from "@/lib/domain/site"

/** Texts of the Messages screens (contact-form submissions). The spec names no strings here; these are ours. */
export const INBOX = {
  title: "Messages",
  empty: "No messages yet",
  emptyHelp: "Messages sent through the contact form appear here.",
  emptySearch: "No messages match your search",
  emptySpam: "No spam",
  emptySpamHelp: "Messages caught by the spam checks wait here for 30 days, then are deleted.",
  emptyArchived: "No archived messages",
  emptyArchivedHelp: "Archive a message to take it out of the inbox without deleting it.",
  unread: "Unread",
  markRead: "Mark as read",
  markUnread: "Mark as unread",
  exportCsv: "Export CSV",
  deleteMessage: "Delete message",
  deleteDescription: "This action cannot be undone. This will permanently delete the message.",
  total: (n: number) => `${n} ${n === 1 ? "message" : "messages"}`,
  unreadCount: (n: number) => `${n} unread`,
  searchPlaceholder: "Search name, email or message...",
  views: { inbox: "Inbox", spam: "Spam", archived: "Archived" },
  viewsLabel: "Message views",
  possibleSpam: "Possible spam",
  spamFolderNote: "Spam is deleted automatically 30 days after it arrives here.",

  archive: "Archive",
  moveToInbox: "Move to inbox",
  spam: "Spam",
  notSpam: "Not spam",
  reply: "Reply",
  replySubject: `Re: your message to ${SITE.name}`,
  backToMessages: "Back to Messages",
  open: (name: string) => `Open message from ${name}`,

  detail: {
    received: "Received",
    email: "Email",
    spamCheck: "Spam check",
    context: "Where the lead came from",
    page: "Page",
    referrer: "Referrer",
    utm: "Campaign (UTM)",
    none: "None",
    direct: "None (direct visit, or hidden by the visitor's browser)",
    delivery: "Notifications",
    folder: "Folder",
  },

  delivery: {
    none: "Not notified",
    queued: "Queued",
    sent: "Sent",
    retrying: "Retrying",
    failed: "Failed",
    email: (to: string) => `E-mail to ${to}`,
    webhook: "Webhook",
    sentAt: (at: string) => `Sent ${at}`,
    retryingDetail: (attempts: number, error: string, next: string) =>
      `Retrying: attempt ${attempts} failed (${error}); next attempt ${next}`,
    failedDetail: (attempts: number, error: string) => `Failed after the last attempt (${attempts}): ${error}`,
    queuedDetail: "Queued: being delivered",
    noneDetail: "No notification was queued for this message (spam, or notifications were off when it arrived).",
    retryNow: "Retry now",
    retried: "Notifications queued again",
    retryFailed: "Failed to retry notifications",
  },

  notifications: {
    offTitle: "Notifications are off",
    off: "New messages only appear here. To e-mail the team about each one, set SMTP_URL (and optionally NOTIFY_EMAILS and MAIL_FROM); to post each one to Slack, Zapier or a CRM, set WEBHOOK_URL (and WEBHOOK_SECRET to sign it). Restart the server afterwards. See docs/notifications.md.",
    unsupported:
      "Notifications need a server-side outbox, which this server has with the embedded database or PostgreSQL but not in Supabase mode. New messages only appear here.",
    emailOn: (to: string) => `New messages are e-mailed to ${to}.`,
    noRecipient: "SMTP is set but there is no recipient yet: set NOTIFY_EMAILS, or register the owner account.",
    webhookOn: (signed: boolean) => `Each new message is posted to the webhook${signed ? " (signed)" : ""}.`,
  },

  downloadRequest: "Download request",
  /** The stored text of a download request (the Supabase function words it the same). */
  downloadMessage: (title: string) => `Download request: ${title}`,
  requestedResource: "Requested resource",
  eventRegistration: "Event registration",
  /** The badge of an event registration, naming its event. */
  eventRegistrationBadge: (title: string) => `Event registration: ${title}`,
  /** The stored text of an event registration (the organisation on a line of its own when given). */
  eventMessage: (title: string, organisation?: string) => `Event registration: ${title}${organisation ? `\nOrganisation: ${organisation}` : ""}`,
  registeredEvent: "Event",

  loadFailed: "Failed to load messages",
  loadMessageFailed: "Failed to load message",
  markFailed: "Failed to update message",
  moveFailed: "Failed to move message",
  moved: { inbox: "Message moved to the inbox", spam: "Message moved to spam", archived: "Message archived" },
  deleteFailed: "Failed to delete message",
  deleted: "Message deleted",
} as const

/** Why the spam checks doubted a message (lib/domain/contact/spam.ts), stored with it for the person who reviews it. */
export const SPAM_REASONS = {
  honeypot: "honeypot filled",
  noToken: "no valid page-open time (the form's token was missing or invalid)",
  tooFast: (ms: number) => `sent ${(ms / 1000).toFixed(1)} s after the page opened`,
} as const
