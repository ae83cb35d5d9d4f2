import { domMax } from "framer-motion"

// Loaded on demand by ReorderMotion: layout animations need the full feature set.
export default domMax
