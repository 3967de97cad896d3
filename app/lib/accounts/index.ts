/**
 * What accounts offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export {
  ACCOUNT_TEXTS,
  AdminLanguageSchema,
  BanUserSchema,
  ChangePasswordSchema,
  profileSchema,
  SetRoleSchema,
  SetUserPasswordSchema,
  UserIdSchema,
} from "./account-admin-schema";
export {
  ForgotPasswordSchema,
  MIN_PASSWORD_LENGTH,
  RegisterSchema,
  ResetPasswordSchema,
  SignInSchema,
} from "./auth-schema";
export {
  AUTH_TEXTS,
  authMessage,
  authTexts,
  type AuthTexts,
  LOGIN_NOTICES,
  type LoginNotice,
  type Voice,
} from "./auth-texts";
export { passkeyCeremony } from "./passkey-client";
export { ADMIN_ONLY_ROUTES, isAdmin, isStaff, type Role, roleOf, ROLES } from "./permissions";
export { PASSKEY_NAME_MAX, TrustEndSchema } from "./security-schema";
export { SECURITY_TEXTS, type SecurityTexts } from "./security-texts";
export type { StaffSession } from "./staff-session";
export { SecondFactorSignInSchema, TwoFactorConfirmSchema, TwoFactorPasswordSchema } from "./two-factor-schema";
export { TWO_FACTOR_TEXTS, twoFactorMessage, type TwoFactorTexts } from "./two-factor-texts";
export { describeUserAgent } from "./user-agent";
