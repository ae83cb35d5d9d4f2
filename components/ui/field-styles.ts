/**
 * Classes of the form controls as plain strings: the ui primitives merge callers' classes over them, while public
 * client leaves (the contact form, the blog search) use them on plain elements and so ship no tailwind-merge.
 * They are named classes (components/ui/ui.css): a caller's utilities override them by the cascade.
 */
export const CONTROL_BASE = "field"

export const INPUT_CLASS = `${CONTROL_BASE} field-input`

export const TEXTAREA_CLASS = `${CONTROL_BASE} field-textarea`

export const LABEL_CLASS = "field-label"

export const FIELD_ERROR_CLASS = "field-error"
