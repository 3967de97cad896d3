/**
 * What accounts offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export {
  deliverAccountMail,
  emailChangeNoticeMail,
  greeting,
  MAX_NAME_IN_MAIL,
  nameForMail,
  reserveAccountMail,
} from "./account-mail.server";
export { createAuth, getSessionUser, normaliseEmail, signOutEverywhere, staffContext } from "./auth.server";
export { confirmEmail } from "./email-confirmation.server";
export { afterSignIn, AUTH_LIMITS } from "./login-replies.server";
export { handleLoginAction } from "./login.server";
export { passkeyRegistrationAction, passkeySignInAction } from "./passkeys.server";
export { securityChanged } from "./security-notices.server";
export {
  endTrustedBrowser,
  endTrustedBrowsers,
  loadTrustedBrowsers,
  type TrustedBrowserRow,
} from "./trusted-browsers.server";
export {
  auditTwoFactor,
  claimTotpStep,
  hasSignInChallenge,
  secondFactorRequired,
  secondFactorsOf,
  stepOfCode,
} from "./two-factor.server";
