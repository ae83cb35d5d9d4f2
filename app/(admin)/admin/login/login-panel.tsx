"use client"

import { useActionState } from "react"

import Link from "next/link"

import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { LINK_UI } from "@/lib/copy/team"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs"
import { StateAlert, submitWith, type AuthFormState } from "@/components/admin/auth-links/auth-form"

import { signInAction, signUpAction } from "./actions"

type LoginPanelProps = { next: string }

export function LoginPanel({ next }: LoginPanelProps) {
  // The permalink is the forms' action address in the HTML (without it React writes an empty action, which HTML
  // does not allow); a submission before the script loads posts there.
  const [loginState, login, loggingIn] = useActionState<AuthFormState, FormData>(signInAction, null, "/admin/login")
  const [registerState, register, registering] = useActionState<AuthFormState, FormData>(signUpAction, null, "/admin/login")

  return (
    <Tabs defaultValue="login" className="mt-6">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">{AUTH_MESSAGES.loginTab}</TabsTrigger>
        <TabsTrigger value="register">{AUTH_MESSAGES.registerTab}</TabsTrigger>
      </TabsList>

      <TabsContent value="login" className="mt-4">
        <form action={login} onSubmit={submitWith(login)} className="space-y-4">
          <input type="hidden" name="next" value={next} />
          <StateAlert state={loginState} fallback={AUTH_MESSAGES.loginFallback} />
          <EmailField id="login-email" />
          <PasswordField id="login-password" autoComplete="current-password" />
          <Button type="submit" className="w-full" disabled={loggingIn}>
            {loggingIn ? AUTH_MESSAGES.loggingIn : AUTH_MESSAGES.loginTab}
          </Button>
          <p className="text-center text-sm">
            <Link href="/admin/forgot-password" className="font-medium text-muted-foreground underline hover:text-foreground">
              {LINK_UI.forgotLink}
            </Link>
          </p>
        </form>
      </TabsContent>

      <TabsContent value="register" className="mt-4">
        <form action={register} onSubmit={submitWith(register)} className="space-y-4">
          <StateAlert state={registerState} fallback={AUTH_MESSAGES.registerFallback} />
          <EmailField id="register-email" />
          <PasswordField id="register-password" autoComplete="new-password" hint={AUTH_MESSAGES.passwordHint} />
          <Button type="submit" className="w-full" disabled={registering}>
            {registering ? AUTH_MESSAGES.registering : AUTH_MESSAGES.registerTab}
          </Button>
        </form>
      </TabsContent>
    </Tabs>
  )
}

function EmailField({ id }: { id: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Email</Label>
      <Input id={id} name="email" type="email" autoComplete="email" required maxLength={320} />
    </div>
  )
}

function PasswordField({ id, autoComplete, hint }: { id: string; autoComplete: string; hint?: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Password</Label>
      <Input
        id={id}
        name="password"
        type="password"
        autoComplete={autoComplete}
        required
        maxLength={256}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
