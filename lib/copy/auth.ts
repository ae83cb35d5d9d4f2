/** Sign-in page texts: the spec's exact strings plus the ones the security rules add. */
export const AUTH_MESSAGES = {
  title: "Admin Access",
  subtitle: "Sign in to manage your website content",
  loginTab: "Login",
  registerTab: "Register",
  passwordHint: "Password must be at least 6 characters",
  loggingIn: "Logging in...",
  registering: "Registering...",
  errorTitle: "Error",
  successTitle: "Success",
  loginFallback: "An error occurred during login",
  registerFallback: "An error occurred during registration",
  registerConfirm: "Registration successful! Please check your email to verify your account.",
  // Embedded backend: no e-mail is sent, the account works at once.
  registerDone: "Registration successful! You can now sign in.",
  invalidCredentials: "Invalid email or password",
  /** The sign-in and registration rules (lib/domain/schemas/auth.ts). */
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  passwordRequired: "Password is required",
  /** Registration's field limits, which sign-in applies too (lib/schemas/auth.ts: 320 and PASSWORD_MAX). */
  emailTooLong: "Email must be at most 320 characters",
  passwordTooLong: "Password must be at most 256 characters",
  registrationClosed: "Registration is closed. Ask the site owner to give you access.",
  commonPassword: "This password is too common. Choose a less predictable one.",
  passwordIsEmail: "Your password must not be your email address.",
  tooManyForAccount: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${formatWait(seconds)} before trying again.`,
  tooManyFromIp: (seconds: number) =>
    `Too many sign-in attempts from your network. Please wait ${formatWait(seconds)} before trying again.`,
} as const

function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? "1 minute" : `${minutes} minutes`
}
