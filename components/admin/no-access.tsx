import { PageHeader } from "./page-header"

/** What a member sees on a screen their role does not open (the data layer refuses the data anyway). */
export function NoAccess({ title, message, children }: { title: string; message: string; children?: React.ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <p role="alert" className="rounded-md border bg-background p-4 text-sm text-muted-foreground" data-testid="no-access">
        {message}
      </p>
      {children ? <p className="mt-3 text-sm">{children}</p> : null}
    </>
  )
}
