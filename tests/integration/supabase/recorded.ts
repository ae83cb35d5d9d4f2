/**
 * Response bodies in the shapes the Supabase services return (GoTrue v2 auth, PostgREST 12, Storage API v1),
 * recorded from a project and trimmed; ids and tokens replaced.
 */
export const USER_ID = "5f0b3a4e-7c1d-4e2a-9b6f-1d2c3b4a5e6f"
export const ACCESS_TOKEN =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1ZjBiM2E0ZS03YzFkLTRlMmEtOWI2Zi0xZDJjM2I0YTVlNmYiLCJyb2xlIjoiYXV0aGVudGljYXRlZCIsImV4cCI6NDEwMjQ0NDgwMCwiaWF0IjoxNzAwMDAwMDAwLCJlbWFpbCI6Im93bmVyQGV4YW1wbGUuY29tIiwiYXVkIjoiYXV0aGVudGljYXRlZCJ9.c2lnbmF0dXJl"

export const authUser = {
  id: USER_ID,
  aud: "authenticated",
  role: "authenticated",
  email: "owner@example.com",
  email_confirmed_at: "2025-11-20T10:00:00.000000Z",
  phone: "",
  confirmed_at: "2025-11-20T10:00:00.000000Z",
  last_sign_in_at: "2025-11-22T09:00:00.000000Z",
  app_metadata: { provider: "email", providers: ["email"] },
  user_metadata: { email: "owner@example.com", email_verified: true, phone_verified: false, sub: USER_ID },
  identities: [],
  created_at: "2025-11-20T09:59:00.000000Z",
  updated_at: "2025-11-22T09:00:00.000000Z",
  is_anonymous: false,
}

export const passwordGrant = {
  access_token: ACCESS_TOKEN,
  token_type: "bearer",
  expires_in: 3600,
  expires_at: 4102444800,
  refresh_token: "v1r3fr35ht0k3n",
  user: authUser,
}

export const invalidCredentials = { code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" }
export const signupRefusedByTrigger = { code: 500, error_code: "unexpected_failure", msg: "Database error saving new user" }
// Sign-up with e-mail confirmation on: the user comes back without a session.
export const signupPendingConfirmation = {
  ...authUser,
  email: "new@example.com",
  email_confirmed_at: null,
  confirmed_at: null,
  confirmation_sent_at: "2025-11-22T09:00:00.000000Z",
  last_sign_in_at: null,
  identities: [
    {
      identity_id: "9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
      id: USER_ID,
      user_id: USER_ID,
      identity_data: { email: "new@example.com", email_verified: false, phone_verified: false, sub: USER_ID },
      provider: "email",
      created_at: "2025-11-22T09:00:00.000000Z",
      updated_at: "2025-11-22T09:00:00.000000Z",
      email: "new@example.com",
    },
  ],
}
// Sign-up of an address that already has an account, with confirmation on: a stand-in user with no identities.
export const signupExistingObfuscated = {
  ...signupPendingConfirmation,
  id: "1e2d3c4b-5a69-4877-8695-a4b3c2d1e0f9",
  email: "existing@example.com",
  identities: [],
}

// A post as PostgREST returns it: a row of documents, the post's own fields in data.
export const postRow = {
  id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  type: "post",
  locale: "en",
  translation_of: null,
  source_version: null,
  title: "Dental marketing in 2025",
  slug: "dental-marketing-2025",
  data: {
    excerpt: "",
    content: "Body",
    category: "Dental",
    tags: ["seo", "local"],
    featured_image: null,
    featured_image_alt: "",
    meta_title: "",
    meta_description: "",
  },
  published: true,
  publish_at: null,
  version: 2,
  created_at: "2025-11-21T08:00:00.123456+00:00",
  updated_at: "2025-11-21T09:00:00.123456+00:00",
  published_at: "2025-11-21T09:00:00.123456+00:00",
  seq: 7,
  path: "/blog/dental-marketing-2025",
  redirect_on_move: true,
  refs: {},
  publishable: true,
  revisions: true,
}

export const uniqueViolation = {
  code: "23505",
  details: "Key (type, locale, slug)=(post, en, dental-marketing-2025) already exists.",
  hint: null,
  message: 'duplicate key value violates unique constraint "documents_type_slug_key"',
}

export const storageUploaded = (key: string) => ({ Id: "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", Key: `uploads/${key}` })

export const storageList = [
  { name: "post-images", id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
  {
    name: "k2j4h6-brochure.pdf",
    id: "3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a",
    updated_at: "2025-11-21T10:00:00.000Z",
    created_at: "2025-11-21T10:00:00.000Z",
    last_accessed_at: "2025-11-21T10:00:00.000Z",
    metadata: {
      eTag: '"d41d8cd98f00b204e9800998ecf8427e"',
      size: 20480,
      mimetype: "application/octet-stream",
      cacheControl: "max-age=3600",
      lastModified: "2025-11-21T10:00:00.000Z",
      contentLength: 20480,
      httpStatusCode: 200,
    },
  },
]

// ---------------------------------------------------------------- Supabase Auth MFA (TOTP)
// NOT recorded: these answers are written from GoTrue's documented responses (supabase-js's auth.mfa.enroll /
// challenge / verify / unenroll and auth.admin.mfa.listFactors / deleteFactor reference pages, and the requests
// @supabase/auth-js 2.119 sends: POST /factors, POST /factors/{id}/challenge, POST /factors/{id}/verify,
// DELETE /factors/{id}, GET and DELETE /admin/users/{id}/factors[/{factor id}]). The wording GoTrue uses for a
// code it has already accepted was not found in its documentation: `mfaCodeReused` is an assumption, and the
// adapter reads "already used" only when the message says so.

const jwt = (payload: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.c2lnbmF0dXJl`

const claims = { sub: USER_ID, role: "authenticated", exp: 4102444800, iat: 1700000000, email: "owner@example.com", aud: "authenticated", session_id: "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f" }
/** A password sign-in's token: `aal1`, the password as the one method. */
export const ACCESS_TOKEN_AAL1 = jwt({ ...claims, aal: "aal1", amr: [{ method: "password", timestamp: 1700000000 }] })
/** The token a verified TOTP code gives the same session: `aal2`. */
export const ACCESS_TOKEN_AAL2 = jwt({ ...claims, aal: "aal2", amr: [{ method: "totp", timestamp: 1700000100 }, { method: "password", timestamp: 1700000000 }] })

export const FACTOR_ID = "0d3e5f7a-9b1c-4d2e-8f3a-5b6c7d8e9f0a"
export const NEW_FACTOR_ID = "1e4f6a8b-0c2d-4e3f-9a4b-6c7d8e9f0a1b"
export const CHALLENGE_ID = "2f5a7b9c-1d3e-4f4a-8b5c-7d8e9f0a1b2c"

/** A factor as GoTrue lists it on the user (`factors`) and on GET /admin/users/{id}/factors. */
export const totpFactor = (id: string, status: "verified" | "unverified") => ({
  id,
  friendly_name: "Authenticator app",
  factor_type: "totp",
  status,
  created_at: "2025-11-22T09:05:00.000000Z",
  updated_at: "2025-11-22T09:06:00.000000Z",
})

/** POST /auth/v1/factors {factor_type: "totp"}: the new unverified factor, its key, address and QR code (an SVG). */
export const totpEnrolment = {
  id: NEW_FACTOR_ID,
  type: "totp",
  friendly_name: "Authenticator app",
  totp: {
    qr_code:
      '<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="45" height="45" viewBox="0 0 45 45"><rect width="100%" height="100%" fill="#ffffff"/><path d="M4,4 h7v7h-7z" fill="#000000"/></svg>',
    secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    uri: "otpauth://totp/Lumora%20admin:owner@example.com?issuer=Lumora+admin&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  },
}

/** POST /auth/v1/factors/{id}/challenge. */
export const totpChallenge = { id: CHALLENGE_ID, type: "totp", expires_at: 4102444800 }

/** POST /auth/v1/factors/{id}/verify with the right code: the session, raised to aal2. */
export const mfaVerified = (user: Record<string, unknown>) => ({
  access_token: ACCESS_TOKEN_AAL2,
  token_type: "bearer",
  expires_in: 3600,
  expires_at: 4102444800,
  refresh_token: "v1r3fr35ht0k3naal2",
  user,
})

/** A wrong code (HTTP 422). */
export const mfaCodeInvalid = { code: 422, error_code: "mfa_verification_failed", msg: "Invalid TOTP code entered" }
/** A code already accepted (HTTP 422); wording assumed, see above. */
export const mfaCodeReused = { code: 422, error_code: "mfa_verification_failed", msg: "TOTP code has already been used" }
