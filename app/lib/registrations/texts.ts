import type { AddressedTexts } from "../i18n/form-of-address";

/** The public registration's texts: the form, what the page says about seats, the answers after a post. */
type RegistrationTexts = {
  heading: string;
  seatsLeft: (n: number) => string;
  openNoLimit: string;
  waitlist: string;
  waitlistNote: string;
  full: string;
  closed: string;
  name: string;
  email: string;
  choose: string;
  consentDefault: string;
  submit: string;
  submitWaitlist: string;
  nameRequired: string;
  emailInvalid: string;
  consentRequired: string;
  answerRequired: string;
  answerTooLong: string;
  invalid: string;
  doneTitle: string;
  confirmedText: string;
  waitingText: string;
  fullTitle: string;
  closedTitle: string;
  errorTitle: string;
  expired: string;
  challengeFailed: string;
  failed: string;
  notFoundTitle: string;
  pageTitle: (title: string) => string;
  back: string;
};

const de: RegistrationTexts = {
  heading: "Anmeldung",
  seatsLeft: (n) => (n === 1 ? "Noch 1 Platz frei" : `Noch ${n} Plätze frei`),
  openNoLimit: "Anmeldung offen",
  waitlist: "Warteliste",
  waitlistNote:
    "Alle Plätze sind vergeben. Sie kommen auf die Warteliste und rücken automatisch nach, wenn ein Platz frei wird.",
  full: "ausgebucht",
  closed: "Anmeldeschluss vorbei",
  name: "Name",
  email: "E-Mail-Adresse",
  choose: "Bitte wählen",
  consentDefault:
    "Ich bin einverstanden, dass meine Angaben für die Anmeldung gespeichert und mir E-Mails dazu geschickt werden (siehe Datenschutz).",
  submit: "Verbindlich anmelden",
  submitWaitlist: "Auf die Warteliste",
  nameRequired: "Bitte geben Sie Ihren Namen an.",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
  consentRequired: "Bitte stimmen Sie zu, damit wir Ihre Anmeldung speichern dürfen.",
  answerRequired: "Bitte wählen Sie eine Antwort.",
  answerTooLong: "Höchstens 500 Zeichen.",
  invalid: "Bitte prüfen Sie die markierten Felder.",
  doneTitle: "Danke für Ihre Anmeldung!",
  confirmedText: "Ihr Platz ist reserviert. Die Bestätigung mit allen Angaben kommt per E-Mail.",
  waitingText: "Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein Platz für Sie frei wird.",
  fullTitle: "Leider ausgebucht",
  closedTitle: "Anmeldeschluss vorbei",
  errorTitle: "Fehler",
  expired: "Das Formular war sehr lange geöffnet, deshalb wurde es noch nicht gesendet. Bitte senden Sie es erneut.",
  challengeFailed:
    "Die Sicherheitsprüfung ist nicht gelungen. Bitte warten Sie, bis sie abgeschlossen ist, und senden Sie erneut.",
  failed: "Die Anmeldung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einem Moment erneut.",
  notFoundTitle: "Keine Anmeldung möglich",
  pageTitle: (title) => `Anmeldung: ${title}`,
  back: "Zurück",
};

export const REGISTRATION_TEXTS: AddressedTexts<RegistrationTexts> = {
  de,
  du: {
    waitlistNote:
      "Alle Plätze sind vergeben. Du kommst auf die Warteliste und rückst automatisch nach, wenn ein Platz frei wird.",
    nameRequired: "Bitte gib deinen Namen an.",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse an.",
    consentRequired: "Bitte stimme zu, damit wir deine Anmeldung speichern dürfen.",
    answerRequired: "Bitte wähle eine Antwort.",
    invalid: "Bitte prüfe die markierten Felder.",
    doneTitle: "Danke für deine Anmeldung!",
    confirmedText: "Dein Platz ist reserviert. Die Bestätigung mit allen Angaben kommt per E-Mail.",
    waitingText: "Du stehst auf der Warteliste. Wir schreiben dir, sobald ein Platz für dich frei wird.",
    expired: "Das Formular war sehr lange geöffnet, deshalb wurde es noch nicht gesendet. Bitte sende es erneut.",
    challengeFailed:
      "Die Sicherheitsprüfung ist nicht gelungen. Bitte warte, bis sie abgeschlossen ist, und sende erneut.",
    failed: "Die Anmeldung konnte gerade nicht gespeichert werden. Bitte versuche es in einem Moment erneut.",
    consentDefault:
      "Ich bin einverstanden, dass meine Angaben für die Anmeldung gespeichert und mir E-Mails dazu geschickt werden (siehe Datenschutz).",
  },
  en: {
    heading: "Registration",
    seatsLeft: (n) => (n === 1 ? "1 seat left" : `${n} seats left`),
    openNoLimit: "Registration open",
    waitlist: "Waiting list",
    waitlistNote: "All seats are taken. You join the waiting list and move up automatically when a seat frees up.",
    full: "sold out",
    closed: "Registration closed",
    name: "Name",
    email: "E-mail address",
    choose: "Please choose",
    consentDefault:
      "I agree that my details are stored for this registration and that I receive e-mails about it (see privacy policy).",
    submit: "Register",
    submitWaitlist: "Join the waiting list",
    nameRequired: "Please enter your name.",
    emailInvalid: "Please enter a valid e-mail address.",
    consentRequired: "Please agree so that we may store your registration.",
    answerRequired: "Please choose an answer.",
    answerTooLong: "At most 500 characters.",
    invalid: "Please check the marked fields.",
    doneTitle: "Thank you for registering!",
    confirmedText: "Your seat is reserved. The confirmation with all details comes by e-mail.",
    waitingText: "You are on the waiting list. We will write to you as soon as a seat frees up for you.",
    fullTitle: "Sorry, sold out",
    closedTitle: "Registration closed",
    errorTitle: "Error",
    expired: "The form was open for a very long time, so it has not been sent yet. Please send it again.",
    challengeFailed: "The security check did not succeed. Please wait until it has finished and send again.",
    failed: "Your registration could not be saved just now. Please try again in a moment.",
    notFoundTitle: "No registration possible",
    pageTitle: (title) => `Registration: ${title}`,
    back: "Back",
  },
};
