/**
 * Classes of the form controls as plain strings: the ui primitives merge callers' classes over them, while public
 * client leaves (the contact form, the blog search) use them on plain elements and so ship no tailwind-merge.
 */
export const CONTROL_BASE =
  "flex w-full min-w-0 rounded-md border border-input shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/20"

export const INPUT_CLASS = `${CONTROL_BASE} h-10 bg-background px-3 py-2 text-base md:text-sm file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium`

export const TEXTAREA_CLASS = `${CONTROL_BASE} min-h-24 bg-background px-3 py-2 text-base md:text-sm`

export const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50"

export const FIELD_ERROR_CLASS = "text-sm font-medium text-destructive"
