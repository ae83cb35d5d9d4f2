import { CONSENT_FIELD, MARKETING_FIELD, type ConsentShown } from "@/lib/domain/consent"

/**
 * The consent around a form's send button (docs/leads.md, "Consent"): the optional marketing box (never ticked in
 * advance) goes above the button, the owner's wording with the privacy policy's link right after it, and the
 * hidden field naming the version shown. All of it is in the page's server render: nothing moves when it hydrates.
 */
export function MarketingBox({ id, consent }: { id: string; consent: ConsentShown }) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <input id={`${id}-marketing`} name={MARKETING_FIELD} type="checkbox" className="mt-1 size-4 shrink-0" defaultChecked={false} data-testid="consent-marketing" />
      <label htmlFor={`${id}-marketing`}>{consent.marketing}</label>
    </div>
  )
}

export function ConsentText({ consent }: { consent: ConsentShown }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="consent-text">
      <input type="hidden" name={CONSENT_FIELD} value={consent.hash} />
      {consent.text}{" "}
      <a href={consent.privacyHref} className="underline underline-offset-2 hover:text-foreground">
        {consent.privacyLabel}
      </a>
    </p>
  )
}
