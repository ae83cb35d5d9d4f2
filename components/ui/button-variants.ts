import { cva } from "class-variance-authority"

// Its own module, without tailwind-merge: public client leaves use it on plain elements. The classes are named
// ones (components/ui/ui.css): a caller's utilities override them by the cascade, not by merging.
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-default",
      destructive: "btn-destructive",
      outline: "btn-outline",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
      gradient: "btn-gradient",
    },
    size: {
      default: "btn-md",
      sm: "btn-sm",
      lg: "btn-lg",
      icon: "btn-icon",
    },
    shape: {
      default: "",
      pill: "btn-pill",
    },
  },
  defaultVariants: { variant: "default", size: "default", shape: "default" },
})
