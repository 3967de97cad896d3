/** The toasts and messages of /admin/redirect-links (back-office.md 8), word for word; shared by the screen and its action. */
export const REDIRECT_TOASTS = {
  success: "Success",
  error: "Error",
  created: "Redirect link created successfully",
  updated: "Redirect link updated successfully",
  deleted: "Redirect link deleted successfully",
  orderUpdated: "Redirect link order updated successfully",
  createFailed: "Failed to create redirect link",
  updateFailed: "Failed to update redirect link",
  deleteFailed: "Failed to delete redirect link",
  orderFailed: "Failed to update redirect link order",
  notFound: "Redirect Link nicht gefunden",
} as const;
