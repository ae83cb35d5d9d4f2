// English words a public client component draws, in a module of their own: a client bundle carries only the
// parts its components import (the bundler keeps a whole module). Another language's words arrive as props.

/** The zod rules' messages for a name and e-mail (and a message): predicates the form puts after the field's label. */
export const VALIDATION_UI = {
  required: "is required",
  nameTooLong: "must be at most 200 characters",
  emailTooLong: "must be at most 320 characters",
  emailInvalid: "should be a valid email address",
  messageTooLong: "must be at most 5,000 characters",
}
