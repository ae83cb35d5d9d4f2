import { LoadErrorToast } from "../load-error-toast"
import { BackButton } from "../back-button"

type EditorLoadFailedProps = { toast: string; message: string; backHref: string; backLabel: string }

/** "Failed to load post data": loading has ended, the toast shows, and the editor stays closed (no blank form to save over the record). */
export function EditorLoadFailed({ toast, message, backHref, backLabel }: EditorLoadFailedProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border bg-background px-4 py-16 text-center" data-testid="editor-load-failed">
      <LoadErrorToast description={toast} />
      <p className="text-lg font-medium">{message}</p>
      <BackButton href={backHref} label={backLabel} />
    </div>
  )
}
