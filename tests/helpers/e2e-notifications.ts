/**
 * Where the end-to-end server sends notifications: a real SMTP server and webhook receiver that
 * tests/e2e/notifications.spec.ts starts on these ports (derived from E2E_PORT so parallel runs do not collide).
 */
const port = Number(process.env.E2E_PORT ?? 3217)

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? port + 20_000)
export const E2E_WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? port + 21_000)
export const E2E_WEBHOOK_SECRET = "e2e-webhook-secret"

export const E2E_NOTIFICATION_ENV = {
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_FROM: "Lumora Website <website@e2e.test>",
  WEBHOOK_URL: `http://127.0.0.1:${E2E_WEBHOOK_PORT}/hooks/contact`,
  WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
  // Retries 2 s, 4 s, 8 s... instead of 1 min, so "delivered once the server is back" fits in a test.
  OUTBOX_RETRY_BASE_SECONDS: "2",
}
