/**
 * The signed-in person as loaders and actions see them. A module of its own because both the sign-in
 * (auth.server.ts, which writes audit entries) and the audit log (which names who acted) need it:
 * declared in either, the two would import each other.
 */
import type { Role } from "./permissions";

type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
  /** An authenticator app is confirmed (better-auth's two-factor plugin). */
  twoFactorEnabled: boolean;
  /** The back office's language for this person (their profile's choice). */
  adminLanguage: "de" | "en";
};

export type StaffSession = { user: SessionUser; sessionId: string };
