// English words a public client component draws, in a module of their own: a client bundle carries only the
// parts its components import (the bundler keeps a whole module). Another language's words arrive as props.

/**
 * The hosted form provider's errors as visitors read them (lib/domain/contact/errors.ts maps its codes to these).
 * Field messages are predicates: the form puts the field's label in front of them.
 */
export const FORM_PROVIDER_ERRORS = {
  form: {
    BLOCKED: "This form is blocked and cannot accept messages right now.",
    EMPTY: "The message arrived empty. Please fill in the form and send it again.",
    FILES_TOO_BIG: "The attached files are too large.",
    FORM_NOT_FOUND: "This contact form could not be found.",
    INACTIVE: "This contact form is not accepting messages at the moment.",
    NO_FILE_UPLOADS: "This form does not accept file uploads.",
    PROJECT_NOT_FOUND: "The form's project could not be found.",
    TOO_MANY_FILES: "Too many files were attached.",
  },
  field: {
    REQUIRED_FIELD_EMPTY: "is required",
    REQUIRED_FIELD_MISSING: "is required",
    STRIPE_CLIENT_ERROR: "could not be processed by the payment provider",
    STRIPE_SCA_ERROR: "failed the payment provider's authentication",
    TYPE_EMAIL: "should be an email address",
    TYPE_NUMERIC: "should be a number",
    TYPE_TEXT: "should be text",
  },
  /** Shown for an UNSPECIFIED code that came without any message of its own. */
  unspecifiedForm: "The form service could not accept the message.",
  unspecifiedField: "is invalid",
  /** @formspree/core's own message for a body it cannot read. */
  unexpectedResponse: "Unexpected response format",
} as const
