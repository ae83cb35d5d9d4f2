import { domAnimation } from "framer-motion"

// Loaded on demand by MotionProvider, after the page is interactive.
export default domAnimation
