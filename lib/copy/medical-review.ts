/** Medical review: the request form, the reviewer's link page, refusals and e-mails (docs/medical-review.md). */

export const REVIEW_STATES = {
  draft: "Draft",
  in_review: "In medical review",
  changes_requested: "Changes requested",
  approved: "Approved",
  published: "Published",
} as const

export const REVIEW_MESSAGES = {
  notReviewable: "This kind of content has no medical review",
  reviewerUnknown: "Choose a reviewer from People",
  reviewerNoCredentials: "This reviewer has no credentials in People: add them (for example MD or RDN) before asking for a review",
  emailInvalid: "Enter the reviewer's e-mail address, for example name@clinic.com",
  dueDateInvalid: "Enter the due date as a date, for example 2026-12-31",
  dueDatePast: "The due date cannot be in the past",
  requestNotFound: "Review request not found",
  requestNotPending: "This review request is no longer open",
  nameRequired: "Confirm your name as it should appear on the page",
  credentialsRequired: "Confirm your credentials, for example MD or RDN",
  commentRequired: "Say what should change",
  decisionInvalid: "Choose Approve or Request changes",
  commentTooLong: "The comment must be at most 5,000 characters",
  /** Publishing or scheduling without a current approval, on the server. */
  publishNeedsApproval: (noun: string) =>
    `This ${noun} needs a current medical approval before it can be published or scheduled. Request a medical review, then publish once the reviewer approves this version.`,
  publishApprovalWithdrawn: (noun: string, name: string) =>
    `This ${noun} changed after ${name} approved it (title, body, excerpt, sections or SEO description), so the approval no longer applies. Save it as a draft and ask for a new sign-off before publishing.`,
  changedMeanwhile: "This page changed while you were reviewing it, so nothing was saved. The new changes are shown below: review them and decide again.",
  months: "Re-review after 1 to 36 months",
} as const

/** Why a review link does not open (403: never a link of ours; 410: it was one, and no longer works). */
export const REVIEW_LINK_STATES = {
  forged: { status: 403, title: "This review link is not valid", body: "The link is incomplete or was never issued. Ask the team for a new one." },
  expired: { status: 410, title: "This review link has expired", body: "Review links work for 7 days. Ask the team to send a new one." },
  used: { status: 410, title: "This review link has already been used", body: "Each review link works once, and a decision was already sent with this one." },
  revoked: { status: 410, title: "This review link was revoked", body: "The team withdrew this request. Ask them for a new link if you still need to review." },
  changed: {
    status: 410,
    title: "This document changed since the link was sent",
    body: "A review link covers the exact version it was sent for, and the reviewed text was edited since, so this link no longer works. What changed is shown below.",
  },
} as const

/** The page of a link that died because its document changed: what changed, and "Send me a new link". */
export const REVIEW_RELINK = {
  diffHeading: "What changed since the link was sent",
  noDiff: "The version this link was sent for is no longer kept, so the changes cannot be shown. The text as it is now:",
  button: "Send me a new link",
  help: "The new link goes to the e-mail address this link was sent to, for the version as it is now.",
  sent: "A new link is on its way to your inbox.",
  already: "A new link was already sent to your inbox for this one. Look for it there (and in your spam folder).",
  noMail: "This site sends no e-mail: ask the team to send you a new link.",
  moved: "The document changed again while you asked. The latest changes are shown below: ask again for a link to this version.",
  decisionRefused: "Nothing was recorded: the document changed since this link was sent, so your decision would not be about the text as it is now.",
  tooMany: "Too many requests for new review links from your network. Try again in an hour.",
} as const

export type ReviewLinkProblem = keyof typeof REVIEW_LINK_STATES

export const REVIEW_PAGE = {
  heading: "Medical review",
  intro: (title: string) => `You are asked to review "${title}". Read the version below, then approve it or request changes.`,
  diffHeading: "Changes since the last approved version",
  noApproval: "No version of this page was approved before: the whole text is new to review.",
  noChanges: "The reviewed text is the same as the last approved version.",
  versionHeading: "The version to review",
  name: "Your name",
  credentials: "Your credentials",
  comment: "Comment",
  approve: "Approve",
  requestChanges: "Request changes",
  approved: "Thank you. Your approval is recorded.",
  changesRequested: "Thank you. Your requested changes were sent to the team.",
  due: (date: string) => `Requested by ${date}`,
} as const

export const REVIEW_MAIL = {
  requestSubject: (title: string) => `Medical review requested: ${title}`,
  requestIntro: (name: string, title: string) => `Hello ${name}, the team asks you to medically review "${title}". Open this link to read it and approve it or request changes:`,
  requestDue: (date: string) => `Please review it by ${date}.`,
  requestValidity: "The link works once and expires in 7 days.",
  reminderSubject: (title: string) => `Due for medical re-review: ${title}`,
  reminderIntro: (name: string, title: string, date: string) =>
    `Hello ${name}, "${title}" was last medically reviewed on ${date} and is now due for re-review. It stays published, showing that date, until it is reviewed again:`,
} as const

/** The editor's Medical review box. */
export const REVIEW_BOX = {
  title: "Medical review",
  state: "Review state",
  required: "Medical review is required before this can be published.",
  optional: "Medical review is optional for this content.",
  approvedBy: (name: string, credentials: string, date: string) => `Approved by ${name}${credentials ? `, ${credentials}` : ""} on ${date}`,
  nextReview: (date: string) => `Re-review due ${date}`,
  reviewer: "Reviewer",
  chooseReviewer: "Choose a reviewer",
  noCredentials: "no credentials",
  reviewerEmail: "Reviewer's e-mail",
  dueDate: "Review due date",
  request: "Request review",
  requested: "Review requested",
  linkLabel: "Review link",
  linkHelp: "E-mailed to the reviewer. It works once and expires in 7 days.",
  linkCopy: "This site sends no e-mail: copy this link and send it to the reviewer yourself. It works once and expires in 7 days.",
  needsSave: "Save first: a review covers the saved version.",
  failed: "Could not update the review",
  revoke: "Revoke",
  revoked: "Review request revoked",
  requests: "Review requests",
  statuses: { pending: "Waiting for the reviewer", approved: "Approved", changes_requested: "Changes requested", revoked: "Revoked" },
} as const

/** The review steps in a document's History panel, beside its saved versions. */
export const REVIEW_HISTORY = {
  requested: "Medical review requested",
  relinked: "New review link sent at the reviewer's request",
  viewed: "Reviewer opened the review link",
  approved: "Medically approved",
  recorded: "Medical approval recorded",
  changes: "Reviewer requested changes",
  withdrawn: "Approval withdrawn by edit",
  revoked: "Review request revoked",
  reminder: "Re-review reminder sent",
  by: (who: string) => `by ${who}`,
  to: (who: string) => `to ${who}`,
  comment: (text: string) => `“${text}”`,
} as const

/** The review queue screen and the dashboard's card. */
export const REVIEW_QUEUE = {
  title: "Medical Review",
  nav: "Medical Review",
  intro: "What is with a reviewer, what is overdue, and published health content due for re-review in the next 30 days or past due.",
  inReview: "In medical review",
  reReview: "Due for re-review",
  document: "Content",
  language: "Language",
  reviewer: "Reviewer",
  due: "Due",
  noneInReview: "Nothing is waiting for a reviewer.",
  noneDue: "No published content is due for re-review in the next 30 days.",
  overdue: "Overdue",
  pastDue: "Past due",
  noDate: "No due date",
  card: "Medical review",
  cardCounts: (c: { inReview: number; overdue: number; dueSoon: number; pastDue: number }) =>
    `${c.inReview} in review (${c.overdue} overdue), ${c.dueSoon} due for re-review soon, ${c.pastDue} past due`,
} as const

export const REVIEW_FORM_TOO_LARGE = "The review form is larger than 64 KB. Shorten the comment and send it again."

/** A Reviewer member's screens: their review requests, one request's version with its decision form. */
export const MEMBER_REVIEW = {
  title: "Medical Review",
  intro: "The reviews you were asked for. Open one to read the version to review, then approve it or request changes.",
  table: "Your review requests",
  document: "Content",
  type: "Type",
  language: "Language",
  requestedBy: "Requested by",
  due: "Due",
  overdue: "Overdue",
  noDate: "No due date",
  none: "Nobody is waiting for a review from you right now.",
  back: "Back to your reviews",
  notOpenBody: "It was decided, revoked by the team, or replaced by a newer request. Your list shows what is still waiting for you.",
  notReviewable: "This address names no content that can be reviewed.",
  loadFailed: "This review could not be shown. Try again in a moment.",
  decisionHeading: "Your decision",
  identityHelp: "As People lists you: the approval names you so. Ask the team to correct People if this is wrong.",
  commentHelp: "Required when you request changes: say what should change.",
  failed: "Could not record your decision",
  noAccessTitle: "No access",
  noAccess: "Your account has no access to this screen. As a Reviewer you can open Medical Review and your Account.",
} as const
