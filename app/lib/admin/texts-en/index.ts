import { texts as common } from "./common";
import { texts as shell } from "./shell";
import { texts as contentTypes } from "./content-types";
import { texts as forms } from "./forms";
import { texts as contact } from "./contact";
import { texts as newsletter } from "./newsletter";
import { texts as users } from "./users";
import { texts as media } from "./media";
import { texts as links } from "./links";
import { texts as audit } from "./audit";
import { texts as trash } from "./trash";
import { texts as revisions } from "./revisions";
import { texts as profile } from "./profile";
import { texts as general } from "./general";
import { texts as dashboard } from "./dashboard";
import { texts as legal } from "./legal";
import { texts as staffMail } from "./staff-mail";
import { texts as wordpressMedia } from "./wordpress-media";
import { texts as wordpress } from "./wordpress";
import { texts as backups } from "./backups";
import { texts as wordpressImport } from "./import";
import { texts as registrations } from "./registrations";
import { texts as statistics } from "./statistics";
import type { EnglishTexts } from "./types";

/**
 * The back office's English dictionary, one part per area so each area's texts sit together. A German
 * text given twice must mean the same in every area: the later part would silently win, so the
 * dictionary test refuses duplicates with different English forms.
 */
export const ENGLISH_PARTS: Record<string, EnglishTexts> = {
  common: common,
  shell: shell,
  "content-types": contentTypes,
  forms: forms,
  contact: contact,
  newsletter: newsletter,
  users: users,
  media: media,
  links: links,
  audit: audit,
  trash: trash,
  revisions: revisions,
  profile: profile,
  general: general,
  dashboard: dashboard,
  legal: legal,
  "staff-mail": staffMail,
  "wordpress-media": wordpressMedia,
  wordpress: wordpress,
  backups: backups,
  import: wordpressImport,
  registrations: registrations,
  statistics: statistics,
};

export const ENGLISH: EnglishTexts = Object.assign({}, ...Object.values(ENGLISH_PARTS));
