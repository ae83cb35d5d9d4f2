export type { DataField, DataFieldKind, ImageValue, LinkValue, ListField } from "./types"
export { defaultOf, defaultsOf, fieldSchema, imagesIn, linksIn, schemaOf, IMAGE_SRC_PATTERN, LINK_HREF_PATTERN } from "./schema"
