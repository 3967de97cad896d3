/**
 * What media offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export { MEDIA_PATH } from "./image-type";
export { libraryAlt } from "./library-alt";
export { refusalMessage, refusalStatus, type UploadRefusal } from "./messages";
export { mediaSrcSet } from "./responsive";
export { formatBytes, MEDIA_TEXTS, type MediaTexts } from "./texts";
