/**
 * What newsletter offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export {
  NEWSLETTER_STATUS_FILTERS,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_TEXTS,
  NewsletterAdminActionSchema,
  type NewsletterStatusFilter,
  type OptInState,
  optInStateOf,
  statusFilterOf,
} from "./admin-schema";
export {
  type Audience,
  AUDIENCE_LABELS,
  AUDIENCES,
  CAMPAIGN_STATUS_LABELS,
  CampaignActionSchema,
  languagesOf,
} from "./campaign-schema";
export { NEWSLETTER_CONSENT } from "./consent";
export { newsletterFormText } from "./form-texts";
export { NewsletterSchema, type NewsletterSignupData } from "./sign-up-schema";
export { CONFIRM_PATH, newsletterStepMeta, newsletterText, personalPageHeaders, UNSUBSCRIBE_PATH } from "./texts";
