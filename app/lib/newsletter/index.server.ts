/**
 * What newsletter offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export {
  type AudienceCounts,
  createCampaign,
  loadAudience,
  loadCampaign,
  loadCampaignList,
  missingContent,
  NEWSLETTER_QUEUE_NAME,
  saveCampaign,
  sendTestMails,
  startSending,
} from "./campaigns.server";
export {
  consumeNewsletterBatch,
  type NewsletterQueueMessage,
  renderCampaignMail,
  sendCampaignChunk,
} from "./delivery.server";
export {
  confirmByToken,
  confirmPageQuery,
  runNewsletterCleanup,
  signUpForNewsletter,
  unsubscribeByToken,
} from "./sign-up.server";
export { tokenStepAction } from "./step-action.server";
export { confirmToken, readConfirmToken, readUnsubscribeToken, unsubscribeToken } from "./tokens.server";
