/**
 * Protected notifications: per destination, the owner chooses whether a new lead's notification carries the lead's
 * details ("full") or only where it came from and a way to open it ("protected"). Pure rules, no I/O.
 *
 * - the team's e-mail, protected: one line naming the landing path and campaign, and the lead's admin address;
 * - the webhook, protected: the lead's id, type and source, and a signed, expiring address of its full data;
 * - the CRM hand-off: only the fields of the owner's field map, in every mode (no choice to make).
 */

/** The destinations whose mode the owner chooses. */
export const NOTIFICATION_DESTINATIONS = ["email", "webhook"] as const
export type NotificationDestination = (typeof NOTIFICATION_DESTINATIONS)[number]

export const NOTIFICATION_MODE_CHOICES = ["full", "protected"] as const
export type NotificationMode = (typeof NOTIFICATION_MODE_CHOICES)[number]

export type NotificationModes = Record<NotificationDestination, NotificationMode>

/** Full details stay the default: a site that never chose keeps the notifications it had. */
export const DEFAULT_NOTIFICATION_MODES: NotificationModes = { email: "full", webhook: "full" }

/** Where a lead came from, as a protected notification names it: no personal data. */
export type LeadSource = { landing_path: string; campaign: string }

/** The landing path of the lead's journey (else the form's page) and its campaign (empty when there is none). */
export function leadSource(lead: { page_path: string; utm: Record<string, string | undefined>; visit?: { landing_path: string } | null }): LeadSource {
  return { landing_path: lead.visit?.landing_path || lead.page_path || "/", campaign: lead.utm.utm_campaign ?? "" }
}

/** The protected e-mail's one line: "New lead from /lp/x (campaign y) — open it in the admin: <url>". */
export function protectedLeadLine(source: LeadSource, adminUrl: string): string {
  const campaign = source.campaign ? ` (campaign ${source.campaign})` : ""
  return `New lead from ${source.landing_path}${campaign} — open it in the admin: ${adminUrl}`
}
