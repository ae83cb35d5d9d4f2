"use client"

import { useFormStatus } from "react-dom"
import { LogOut } from "lucide-react"

import { SHELL } from "@/lib/copy/admin"
import { Button } from "@/components/ui/button"

function SubmitButton() {
  const { pending } = useFormStatus()
  return (
    <Button type="submit" variant="outline" size="sm" disabled={pending} data-testid="admin-logout">
      <LogOut aria-hidden />
      <span>{SHELL.logout}</span>
    </Button>
  )
}

type LogoutButtonProps = { action: () => Promise<void> }

/** A form, so Logout also works before hydration. */
export function LogoutButton({ action }: LogoutButtonProps) {
  return (
    <form action={action}>
      <SubmitButton />
    </form>
  )
}
