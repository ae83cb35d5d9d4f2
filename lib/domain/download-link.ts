/** How long a gated resource's signed download link works (lib/server/download-link.ts signs it). */
export const DOWNLOAD_LINK_HOURS = 24
