import { Spinner } from "@/components/ui/spinner"

export default function AdminLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center" data-testid="admin-loading">
      <Spinner className="size-8" />
    </div>
  )
}
