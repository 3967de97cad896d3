import type { Translate } from "~/lib/admin";
import type { RegistrationStatus } from "~/lib/registrations/index.server";

/* A registration's status as staff read it; the screens render it, so it lives outside the server module. */

const STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: "Bestätigt",
  waiting: "Warteliste",
  cancelled: "Storniert",
  attended: "Teilgenommen",
};

export function statusLabel(t: Translate, status: RegistrationStatus): string {
  return t(STATUS_LABELS[status]);
}
