/** Admin → Privacy: data-subject requests (docs/privacy.md, "Data-subject requests"). */
export const PRIVACY = {
  title: "Privacy",
  intro:
    "Find, export or erase everything held about one person by their e-mail address (an exact match, any case or spacing). Each request is recorded with its due date (45 days after it was received) without the address itself.",
  form: {
    heading: "Data-subject request",
    email: "E-mail address",
    received: "Request received on",
    receivedHelp: "The day the person asked (today when empty); the answer is due 45 days later.",
    find: "Find",
    exportJson: "Export JSON",
    exportCsv: "Export CSV",
    erase: "Erase everything",
  },
  errors: {
    email: "Enter a valid e-mail address, such as name@example.com",
    received: "Enter the day the request was received as a date (YYYY-MM-DD), not in the future",
    unavailable: "Data-subject requests are not available on this backend",
  },
  results: {
    none: "Nothing is held about this e-mail address.",
    summary: (leads: number, recipients: number) =>
      `${leads} ${leads === 1 ? "lead" : "leads"} found, sent to ${recipients} ${recipients === 1 ? "recipient" : "recipients"}.`,
    leads: "Leads",
    recipients: "Recipients",
    timeline: "Notes and timeline",
    consent: "Consent",
    journey: "Journey",
    noConsent: "No consent recorded",
    columns: { channel: "Channel", to: "To", topic: "What", status: "Status", queued: "Queued", sent: "Sent" },
  },
  erase: {
    title: "Erase everything about this e-mail address?",
    description: (leads: number) =>
      `This erases ${leads} ${leads === 1 ? "lead" : "leads"} for good: the messages, notes, timeline, journey and queued e-mails and deliveries. Every webhook or CRM that received a lead is sent a signed lead.deleted event. This cannot be undone.`,
    confirm: "Erase",
    cancel: "Cancel",
    done: (leads: number, events: number) =>
      `Erased ${leads} ${leads === 1 ? "lead" : "leads"}; ${events} lead.deleted ${events === 1 ? "event" : "events"} queued.`,
  },
  requests: {
    heading: "Requests",
    empty: "No requests yet.",
    columns: { kind: "Request", received: "Received", due: "Due", status: "Status", outcome: "Outcome", by: "By" },
    kinds: { find: "Find", export: "Export", erase: "Erase" },
    open: "Open",
    completed: "Completed",
    overdue: "Overdue",
  },
  outcome: {
    found: (leads: number) => `Found ${leads} ${leads === 1 ? "lead" : "leads"}`,
    exported: (leads: number, format: string) => `Exported ${leads} ${leads === 1 ? "lead" : "leads"} as ${format}`,
    erased: (leads: number, events: number) => `Erased ${leads} ${leads === 1 ? "lead" : "leads"}; ${events} lead.deleted ${events === 1 ? "event" : "events"} queued`,
  },
} as const
