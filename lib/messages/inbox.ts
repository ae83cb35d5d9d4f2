/** Texts of the Messages screen (contact-form submissions). The spec names no strings here; these are ours. */
export const INBOX = {
  title: "Messages",
  empty: "No messages yet",
  emptyHelp: "Messages sent through the contact form appear here.",
  unread: "Unread",
  markRead: "Mark as read",
  markUnread: "Mark as unread",
  exportCsv: "Export CSV",
  deleteMessage: "Delete message",
  deleteDescription: "This action cannot be undone. This will permanently delete the message.",
  total: (n: number) => `${n} ${n === 1 ? "message" : "messages"}`,
  unreadCount: (n: number) => `${n} unread`,

  loadFailed: "Failed to load messages",
  markFailed: "Failed to update message",
  deleteFailed: "Failed to delete message",
  deleted: "Message deleted",
} as const
