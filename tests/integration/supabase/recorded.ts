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
