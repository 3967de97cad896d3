import { getTableColumns, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteInsertValue, SQLiteTable } from "drizzle-orm/sqlite-core";
import { toRichHtml, type LegacyFormat } from "../app/lib/text/rich-text";
import { sanitizeRichText } from "../app/lib/text/sanitize-html.server";
import * as schema from "./schema";
import { berlinDay, berlinLocalToDate } from "../app/lib/i18n/berlin-time";
import { demoImage } from "./seed-media";
import { rebuildStatements } from "../app/lib/pages/search-index.server";
import { parseGermanDate } from "../app/lib/pages/structured-data";

/*
 * Demo content for a fresh database.
 *
 * seedDemoContent() only runs when general_settings has no row, and inserts
 * everything in ONE D1 batch (a transaction: all or nothing). It never touches
 * existing rows, so staff changes are never overwritten.
 */

type Db = DrizzleD1Database<typeof schema>;
/** Typed insert row (plain values, or SQL expressions such as daysAgo()). */
type Insert<T extends SQLiteTable> = SQLiteInsertValue<T>;

/* ------------------------------------------------------------------ */
/* Small helpers for readable data                                     */
/* ------------------------------------------------------------------ */

/** A demo picture of the media library standing in for the stock photo `photo` (db/seed-media.ts). */
const img = (photo: string, w = 1600) => demoImage(photo, w);

/**
 * Staggered timestamp (epoch ms) computed by SQLite at insert time, so
 * "newest first" lists have a stable order. (Not a JS Date: in Workers,
 * Date.now() at module scope is frozen at 0.)
 */
const daysAgo = (n: number) =>
  sql<Date>`(cast((julianday('now') - 2440587.5 - ${sql.raw(String(n))}) * 86400000 as integer))`;

const BLOG_HOST = "https://blog.example.com";
const SHOP_HOST = "https://shop.example.com";
const ACADEMY_HOST = "https://academy.example.com";
const COMMUNITY_HOST = "https://community.example.com";
const TICKETS_HOST = "https://tickets.example.com";

const VIDEO_MEDITATION = "https://www.youtube.com/watch?v=inpok4MKVLM";
const VIDEO_TALK = "https://youtu.be/ZToicYcHIOU";
const VIDEO_VIMEO = "https://vimeo.com/76979871";

/* ------------------------------------------------------------------ */
/* General settings & navigation                                       */
/* ------------------------------------------------------------------ */

const GENERAL_SETTINGS: Insert<typeof schema.generalSettings> = {
  id: 1,
  video_index: VIDEO_MEDITATION,
  jetzt_sarten: "/kontakt",
  event_video: VIDEO_TALK,
  congress_video: VIDEO_VIMEO,
  academy_video: VIDEO_MEDITATION,
  logo_short: "GA",
  logo_full: "Glücksakademie",
  logo_domain: "gluecksakademie-berlin.de",
  use_logo_full_in_navbar: true,
  use_logo_full_in_footer: true,
  contact_email: "kontakt@example.com",
  contact_phone: "+49 30 1234567",
  contact_location_de: "Berlin, Deutschland",
  contact_location_en: "Berlin, Germany",
  company_name: "Glücksakademie GmbH",
  address_street: "Kastanienallee 12",
  address_city: "10115 Berlin",
  response_time_de: "Innerhalb von 24 Stunden",
  response_time_en: "Within 24 hours",
  slogan_de: "Mehr Glück, mehr Klarheit, mehr Leben.",
  slogan_en: "More happiness, more clarity, more life.",
  main_sections_grid_columns: 3,
  // The demo content says "du", so the site's fixed texts (forms, buttons, mails) say it too. A site
  // whose owner has not chosen keeps the schema's default, "sie".
  form_of_address: "du",
};

const NAVIGATION_ITEMS: Insert<typeof schema.navigationItems>[] = [
  { name_de: "Start", name_en: "Home", href: "/", display_order: 1, show_in_navbar: true, is_footer: true },
  { name_de: "Über uns", name_en: "About us", href: "/about", display_order: 2, show_in_navbar: true, is_footer: true },
  {
    name_de: "Leistungen",
    name_en: "Services",
    href: "/services",
    display_order: 3,
    show_in_navbar: true,
    is_footer: true,
  },
  {
    name_de: "Projekte",
    name_en: "Projects",
    href: "/projects",
    display_order: 4,
    show_in_navbar: true,
    is_footer: false,
  },
  { name_de: "Blog", name_en: "Blog", href: "/blog", display_order: 5, show_in_navbar: true, is_footer: true },
  { name_de: "Shop", name_en: "Shop", href: "/shop", display_order: 6, show_in_navbar: true, is_footer: false },
  {
    name_de: "Academy",
    name_en: "Academy",
    href: "/academy",
    display_order: 7,
    show_in_navbar: true,
    is_footer: false,
  },
  { name_de: "Events", name_en: "Events", href: "/events", display_order: 8, show_in_navbar: true, is_footer: false },
  {
    name_de: "Kongress",
    name_en: "Congress",
    href: "/kongress",
    display_order: 9,
    show_in_navbar: true,
    is_footer: true,
  },
  {
    name_de: "Community",
    name_en: "Community",
    href: "/community",
    display_order: 10,
    show_in_navbar: true,
    is_footer: false,
  },
  {
    name_de: "Links",
    name_en: "Links",
    href: "/weiterleitungen",
    display_order: 11,
    show_in_navbar: false,
    is_footer: true,
    is_active: false,
  },
  {
    name_de: "Kontakt",
    name_en: "Contact",
    href: "/kontakt",
    display_order: 12,
    show_in_navbar: true,
    is_footer: true,
  },
];

/* ------------------------------------------------------------------ */
/* Home: hero slides, main sections, index sections                    */
/* ------------------------------------------------------------------ */

const HERO_SECTIONS: Insert<typeof schema.heroSections>[] = [
  {
    background_image: img("1470252649378-9c29740c9fa8"),
    header_de: "Willkommen in der Glücksakademie",
    header_en: "Welcome to the Happiness Academy",
    subheader_de: "Dein Weg zu mehr Lebensfreude beginnt heute",
    subheader_en: "Your path to more joy in life starts today",
    text_de:
      "Coaching, Kurse und eine herzliche Community, die dich dabei begleiten, das Leben zu gestalten, das zu dir passt.",
    text_en: "Coaching, courses and a warm community that support you in shaping the life that truly fits you.",
    button_text_de: "Mehr über uns",
    button_text_en: "About us",
    button_link: "/about",
    button_target: "_self",
    display_duration: 5000,
    created_at: daysAgo(30),
  },
  {
    background_image: img("1506126613408-eca07ce68773"),
    header_de: "Achtsamkeit, die wirkt",
    header_en: "Mindfulness that works",
    subheader_de: "Fünf Minuten am Tag für mehr Gelassenheit",
    subheader_en: "Five minutes a day for more calm",
    text_de: "Sieh dir unsere kostenlose Kurzmeditation an und erlebe, wie schnell sich dein Tag verändern kann.",
    text_en: "Watch our free short meditation and experience how quickly your day can change.",
    button_text_de: "Zur Academy",
    button_text_en: "Visit the academy",
    button_link: ACADEMY_HOST,
    button_target: "_blank",
    video_url: VIDEO_MEDITATION,
    display_duration: 6000,
    created_at: daysAgo(29),
  },
  {
    background_image: img("1529156069898-49953e39b3ac"),
    header_de: "Gemeinsam wachsen",
    header_en: "Grow together",
    subheader_de: "Über 2.500 Menschen auf dem Weg zu mehr Glück",
    subheader_en: "More than 2,500 people on the way to more happiness",
    text_de: "Tausche dich mit Gleichgesinnten aus, teile deine Erfolge und finde neue Inspiration.",
    text_en: "Connect with like-minded people, share your progress and find new inspiration.",
    button_text_de: "Community entdecken",
    button_text_en: "Discover the community",
    button_link: COMMUNITY_HOST,
    button_target: "_blank",
    display_duration: 7000,
    created_at: daysAgo(28),
  },
];

const MAIN_SECTIONS: Insert<typeof schema.mainSections>[] = [
  {
    title_de: "Über uns",
    title_en: "About us",
    description_de: "Lerne das Team hinter der Glücksakademie und unsere Haltung kennen.",
    description_en: "Meet the team behind the Happiness Academy and learn what we stand for.",
    icon_name: "Users",
    image_url: img("1552664730-d307ca884978", 800),
    link_path: "/about",
    display_order: 1,
  },
  {
    title_de: "Blog",
    title_en: "Blog",
    description_de: "Impulse, Übungen und Geschichten rund um Glück und persönliches Wachstum.",
    description_en: "Ideas, exercises and stories about happiness and personal growth.",
    icon_name: "BookOpen",
    image_url: img("1484480974693-6ca0a78fb36b", 800),
    link_path: "/blog",
    display_order: 2,
  },
  {
    title_de: "Shop",
    title_en: "Shop",
    description_de: "Journale, Bücher und Kartensets für deine tägliche Glückspraxis.",
    description_en: "Journals, books and card sets for your daily happiness practice.",
    icon_name: "ShoppingBag",
    image_url: img("1512820790803-83ca734da794", 800),
    link_path: "/shop",
    display_order: 3,
  },
  {
    title_de: "Community",
    title_en: "Community",
    description_de: "Tausche dich mit Menschen aus, die dieselben Ziele verfolgen wie du.",
    description_en: "Connect with people who share your goals.",
    icon_name: "MessageCircle",
    image_url: img("1511632765486-a01980e01a18", 800),
    link_path: "/community",
    display_order: 4,
    is_active: false,
  },
  {
    title_de: "Academy",
    title_en: "Academy",
    description_de: "Online-Kurse in deinem Tempo – mit Zertifikat und persönlicher Begleitung.",
    description_en: "Online courses at your own pace – with certificate and personal support.",
    icon_name: "GraduationCap",
    image_url: img("1501504905252-473c47e087f8", 800),
    link_path: "/academy",
    display_order: 5,
  },
];

const INDEX_SECTIONS: Insert<typeof schema.indexSections>[] = [
  {
    title_de: "Glück ist trainierbar",
    title_en: "Happiness can be trained",
    subtitle_de: "Wissenschaftlich fundiert, alltagstauglich umgesetzt",
    subtitle_en: "Grounded in science, made for everyday life",
    description_de:
      "Die Positive Psychologie zeigt: Ein großer Teil unseres Wohlbefindens hängt von unseren täglichen Gewohnheiten ab. Wir zeigen dir, welche kleinen Schritte die größte Wirkung haben.",
    description_en:
      "Positive psychology shows that a large part of our well-being depends on daily habits. We show you which small steps have the biggest impact.",
    content_image: img("1499209974431-9dddcece7f88", 1200),
    background_image: img("1469474968028-56623f02e42e"),
    layout: "text-left",
    display_order: 1,
    show_on_home: true,
  },
  {
    title_de: "Unser Podcast „Glücksmomente“",
    title_en: "Our podcast “Moments of Happiness”",
    subtitle_de: "Jeden Montag eine neue Folge",
    subtitle_en: "A new episode every Monday",
    description_de:
      "Gespräche mit Coaches, Forscherinnen und Menschen, die ihr Leben neu ausgerichtet haben – ehrlich, inspirierend und voller praktischer Tipps.",
    description_en:
      "Conversations with coaches, researchers and people who have reinvented their lives – honest, inspiring and full of practical tips.",
    content_image: img("1478737270239-2f02b77fc618", 1200),
    layout: "text-right",
    has_external_link: true,
    external_link: "https://open.spotify.com/",
    link_on_page: false,
    display_order: 2,
    show_on_home: true,
  },
  {
    title_de: "So arbeiten wir",
    title_en: "How we work",
    subtitle_de: "Klar, persönlich, wirksam",
    subtitle_en: "Clear, personal, effective",
    description_de:
      "Jede Zusammenarbeit beginnt mit einem kostenlosen Kennenlerngespräch. Danach entwickeln wir gemeinsam einen Plan, der zu deinen Zielen und deinem Alltag passt.",
    description_en:
      "Every collaboration starts with a free introductory call. Together we then develop a plan that fits your goals and your everyday life.",
    content_image: img("1517048676732-d65bc937f952", 1200),
    layout: "text-left",
    display_order: 3,
    show_on_home: false,
    show_on_services: true,
  },
  {
    title_de: "Projekte mit Wirkung",
    title_en: "Projects with impact",
    description_de:
      "Von Schulprogrammen bis zu Firmenworkshops: Wir bringen Glückskompetenz dorthin, wo Menschen lernen und arbeiten.",
    description_en:
      "From school programmes to corporate workshops: we bring happiness skills to where people learn and work.",
    content_image: img("1524178232363-1fb2b075b655", 1200),
    layout: "text-right",
    display_order: 4,
    show_on_home: false,
    show_on_projects: true,
  },
  {
    title_de: "Newsletter-Impulse",
    title_en: "Newsletter inspiration",
    subtitle_de: "Kein Spam, jederzeit abbestellbar",
    subtitle_en: "No spam, unsubscribe at any time",
    description_de: "Unsere beliebtesten Artikel, neue Übungen und exklusive Einladungen – direkt in dein Postfach.",
    description_en: "Our most popular articles, new exercises and exclusive invitations – straight to your inbox.",
    content_image: img("1517842645767-c639042777db", 1200),
    layout: "text-left",
    display_order: 5,
    show_on_home: false,
    show_on_blog: true,
  },
  {
    title_de: "Nachhaltig produziert",
    title_en: "Sustainably made",
    description_de: "Alle Journale und Kartensets werden in Deutschland auf Recyclingpapier gedruckt.",
    description_en: "All journals and card sets are printed in Germany on recycled paper.",
    content_image: img("1544716278-ca5e3f4abd8c", 1200),
    layout: "text-right",
    has_external_link: true,
    external_link: SHOP_HOST,
    link_on_page: false,
    display_order: 6,
    show_on_home: false,
    show_on_shop: true,
  },
  {
    title_de: "Sommer-Retreat (in Planung)",
    title_en: "Summer retreat (in planning)",
    description_de: "Dieser Bereich ist noch in Arbeit und deshalb deaktiviert.",
    description_en: "This section is still a work in progress and therefore deactivated.",
    content_image: img("1506905925346-21bda4d32df4", 1200),
    layout: "text-left",
    display_order: 7,
    is_active: false,
    show_on_home: true,
  },
];

/* ------------------------------------------------------------------ */
/* About, services, projects                                           */
/* ------------------------------------------------------------------ */

const ABOUT_SECTIONS: Insert<typeof schema.aboutSections>[] = [
  {
    title_de: "Unsere Geschichte",
    title_en: "Our story",
    subtitle_de: "Gegründet 2015 in Berlin",
    subtitle_en: "Founded in Berlin in 2015",
    description_de:
      "Was als kleiner Achtsamkeitskurs in einem Kreuzberger Hinterhof begann, ist heute eine Akademie mit Coaches, Online-Kursen und einer lebendigen Community.",
    description_en:
      "What began as a small mindfulness class in a Kreuzberg backyard is today an academy with coaches, online courses and a lively community.",
    image_url: img("1556761175-b413da4baf72", 1200),
    hero_background_image: img("1469474968028-56623f02e42e"),
    display_order: 1,
  },
  {
    title_de: "Unsere Haltung",
    title_en: "What we believe",
    subtitle_de: "Glück ist kein Zufall",
    subtitle_en: "Happiness is no accident",
    description_de:
      "Wir glauben, dass jeder Mensch lernen kann, zufriedener zu leben. Dafür verbinden wir Erkenntnisse der Positiven Psychologie mit viel Herz und Humor.",
    description_en:
      "We believe everyone can learn to live a more contented life. To get there, we combine findings from positive psychology with plenty of heart and humour.",
    image_url: img("1528715471579-d1bcf0ba5e83", 1200),
    display_order: 2,
  },
  {
    title_de: "Unser Team",
    title_en: "Our team",
    subtitle_de: "Zwölf Coaches, eine Mission",
    subtitle_en: "Twelve coaches, one mission",
    description_de:
      "Psychologinnen, Trainer und Pädagogen mit unterschiedlichen Wegen – vereint durch die Freude daran, Menschen wachsen zu sehen.",
    description_en:
      "Psychologists, trainers and educators with different backgrounds – united by the joy of seeing people grow.",
    image_url: img("1531482615713-2afd69097998", 1200),
    external_link: true,
    external_url: "/kontakt",
    link_on_page: true,
    display_order: 3,
  },
];

const SERVICES: Insert<typeof schema.services>[] = [
  {
    title_de: "Einzelcoaching",
    title_en: "One-to-one coaching",
    subtitle_de: "Persönlich und vertraulich",
    subtitle_en: "Personal and confidential",
    description_de:
      "In 1:1-Sitzungen klären wir deine Ziele, lösen Blockaden und entwickeln Routinen, die dich nachhaltig zufriedener machen.",
    description_en:
      "In one-to-one sessions we clarify your goals, release blockages and build routines that make you lastingly happier.",
    image_url: img("1573497019940-1c28c88b4f3e", 1200),
    external_url: "/services/einzelcoaching",
    link_on_page: true,
    display_order: 1,
  },
  {
    title_de: "Gruppen-Workshops",
    title_en: "Group workshops",
    subtitle_de: "Gemeinsam lernen, gemeinsam wachsen",
    subtitle_en: "Learn together, grow together",
    description_de:
      "Eintägige Workshops zu Themen wie Dankbarkeit, Resilienz und Selbstmitgefühl – in Berlin und online.",
    description_en: "One-day workshops on gratitude, resilience and self-compassion – in Berlin and online.",
    image_url: img("1524178232363-1fb2b075b655", 1200),
    external_url: "/services/gruppen-workshops",
    link_on_page: true,
    display_order: 2,
  },
  {
    title_de: "Teamcoaching für Unternehmen",
    title_en: "Team coaching for companies",
    subtitle_de: "Zufriedene Teams, bessere Ergebnisse",
    subtitle_en: "Happier teams, better results",
    description_de:
      "Maßgeschneiderte Programme für Führungskräfte und Teams, die Wohlbefinden und Zusammenarbeit stärken.",
    description_en: "Tailored programmes for leaders and teams that strengthen well-being and collaboration.",
    image_url: img("1552664730-d307ca884978", 1200),
    external_url: "/services/teamcoaching",
    link_on_page: true,
    display_order: 3,
  },
  {
    title_de: "Glücks-Retreat",
    title_en: "Happiness retreat",
    description_de: "Ein Wochenende an der Ostsee – derzeit nicht buchbar.",
    description_en: "A weekend at the Baltic Sea – currently not bookable.",
    image_url: img("1506905925346-21bda4d32df4", 1200),
    display_order: 4,
    is_active: false,
  },
];

const SERVICE_DETAILS: Insert<typeof schema.serviceDetails>[] = [
  {
    slug: "einzelcoaching",
    title_de: "Einzelcoaching",
    title_en: "One-to-one coaching",
    subtitle_de: "Dein persönlicher Weg zu mehr Zufriedenheit",
    subtitle_en: "Your personal path to more contentment",
    description_de:
      "Im Einzelcoaching steht nur eines im Mittelpunkt: du. Gemeinsam finden wir heraus, was dir wirklich wichtig ist, welche Muster dich bremsen und welche Stärken du stärker nutzen kannst.\n\nEin Paket umfasst sechs Sitzungen à 60 Minuten, wahlweise in unserem Berliner Studio oder per Video. Zwischen den Terminen erhältst du kleine Übungen für deinen Alltag.",
    description_en:
      "One-to-one coaching is all about you. Together we find out what really matters to you, which patterns hold you back and which strengths you could use more.\n\nA package includes six 60-minute sessions, either in our Berlin studio or via video. Between sessions you receive small exercises for your everyday life.",
    image_url: img("1573497019940-1c28c88b4f3e", 1200),
    display_order: 1,
  },
  {
    slug: "gruppen-workshops",
    title_de: "Gruppen-Workshops",
    title_en: "Group workshops",
    subtitle_de: "Inspiration und Austausch in kleinen Gruppen",
    subtitle_en: "Inspiration and exchange in small groups",
    description_de:
      "Unsere Workshops finden mit höchstens zwölf Teilnehmenden statt. So bleibt Raum für Fragen, Übungen zu zweit und ehrlichen Austausch.\n\nAktuelle Themen: Dankbarkeit im Alltag, Resilienz in stürmischen Zeiten und Selbstmitgefühl statt Selbstkritik.",
    description_en:
      "Our workshops are limited to twelve participants, leaving room for questions, partner exercises and honest exchange.\n\nCurrent topics: everyday gratitude, resilience in stormy times and self-compassion instead of self-criticism.",
    image_url: img("1524178232363-1fb2b075b655", 1200),
    display_order: 2,
  },
  {
    slug: "teamcoaching",
    title_de: "Teamcoaching für Unternehmen",
    title_en: "Team coaching for companies",
    subtitle_de: "Wohlbefinden als Erfolgsfaktor",
    subtitle_en: "Well-being as a success factor",
    description_de:
      "Zufriedene Mitarbeitende sind kreativer, gesünder und bleiben länger. Wir analysieren gemeinsam mit dir und deinem Team den Status quo und entwickeln ein Programm aus Workshops, Coachings und digitalen Impulsen.\n\nSprich uns für ein unverbindliches Angebot an.",
    description_en:
      "Happy employees are more creative, healthier and stay longer. Together with you we analyse the status quo and develop a programme of workshops, coaching and digital prompts.\n\nContact us for a no-obligation quote.",
    image_url: img("1552664730-d307ca884978", 1200),
    display_order: 3,
  },
];

const PROJECTS: Insert<typeof schema.projects>[] = [
  {
    title: "Glücksunterricht an Schulen",
    description:
      "Ein zwölfwöchiges Programm, das Schülerinnen und Schülern Achtsamkeit, Dankbarkeit und Teamgeist vermittelt.",
    image_url: img("1503676260728-1c00da094a0b", 1200),
    project_url: "https://schulprojekt.example.com",
    skills: ["Pädagogik", "Achtsamkeit", "Workshop-Design"],
    featured: true,
    display_order: 1,
    created_at: daysAgo(120),
  },
  {
    title: "Resilienz-Programm für Pflegekräfte",
    description:
      "Kurze, alltagstaugliche Übungen gegen Stress und Erschöpfung im Klinikalltag – entwickelt mit einem Berliner Krankenhaus.",
    image_url: img("1576091160550-2173dba999ef", 1200),
    project_url: "https://pflege.example.com",
    skills: ["Resilienz", "Stressmanagement", "Gesundheit", "Training"],
    display_order: 2,
    created_at: daysAgo(90),
  },
  {
    title: "Glücks-App „Drei gute Dinge“",
    description: "Eine schlanke App, die jeden Abend an drei schöne Momente des Tages erinnert.",
    image_url: img("1512941937669-90a1b58e7e9c", 1200),
    project_url: "https://app.example.com",
    skills: ["UX", "Positive Psychologie", "Mobile"],
    display_order: 3,
    created_at: daysAgo(60),
  },
  {
    title: "Leadership-Kompass",
    description: "Ein Trainingsprogramm für Führungskräfte, die mit Wertschätzung und Klarheit führen möchten.",
    image_url: img("1556761175-b413da4baf72", 1200),
    project_url: "https://leadership.example.com",
    skills: ["Führung", "Kommunikation", "Teamentwicklung", "Coaching", "Feedback"],
    featured: true,
    display_order: 4,
    created_at: daysAgo(30),
  },
];

/* ------------------------------------------------------------------ */
/* Blog, shop, academy                                                 */
/* ------------------------------------------------------------------ */

const BLOG_POSTS: Insert<typeof schema.blogPosts>[] = [
  {
    title: "Die 3-gute-Dinge-Übung: fünf Minuten für mehr Glück",
    slug: "drei-gute-dinge-uebung",
    title_en: "The three good things exercise: five minutes for more happiness",
    slug_en: "three-good-things-exercise",
    excerpt_en:
      "One of the best-researched happiness exercises takes only five minutes in the evening. Here is how it works.",
    content_en:
      "## Why this exercise works\n\nOur brain is trained to spot problems. That helped us as a species – but in everyday life it often makes us less content than we need to be.\n\nThe three good things exercise turns our attention to what went well. Studies show that a single week of regular practice can raise well-being for months.\n\n## How to do it\n\n1. Take five minutes every evening.\n2. Write down three things that went well today – big or small.\n3. For each one, note **why** it happened.\n\nTry it for a week and notice what changes.",
    category_en: "Exercises",
    excerpt: "Eine der am besten erforschten Glücksübungen dauert nur fünf Minuten am Abend. So funktioniert sie.",
    content:
      "## Warum diese Übung wirkt\n\nUnser Gehirn ist darauf trainiert, Probleme zu erkennen. Das hat uns als Spezies geholfen – macht uns im Alltag aber oft unzufriedener, als wir sein müssten.\n\nDie 3-gute-Dinge-Übung lenkt die Aufmerksamkeit gezielt auf das, was gelungen ist. Studien zeigen, dass schon eine Woche regelmäßiger Praxis das Wohlbefinden über Monate steigern kann.\n\n## So geht's\n\n1. Nimm dir jeden Abend fünf Minuten Zeit.\n2. Schreibe drei Dinge auf, die heute gut waren – große oder kleine.\n3. Notiere zu jedem Punkt, **warum** es passiert ist.\n\nProbier es eine Woche lang aus und beobachte, was sich *verändert*. Hintergründe zur Studie findest du im [Leitfaden auf unserem Blog](https://blog.example.com/drei-gute-dinge).",
    category: "Übungen",
    author: "Anna Becker",
    date: "12.03.2025",
    image_url: img("1484480974693-6ca0a78fb36b", 1200),
    featured: true,
    created_at: daysAgo(1),
  },
  {
    title: "Resilienz: Wie wir an Krisen wachsen",
    slug: "resilienz-an-krisen-wachsen",
    title_en: "Resilience: how we grow through crises",
    slug_en: "resilience-growing-through-crises",
    excerpt_en: "Resilience is not an inborn trait but a skill we can strengthen.",
    content_en:
      "Crises are part of life. What matters is not whether we face them, but how.\n\n## The seven pillars of resilience\n\nAcceptance, optimism, self-efficacy, responsibility, a supportive network, a focus on solutions and planning for the future – all of these can be trained.\n\nOur detailed guide on the blog has a concrete exercise for each pillar.",
    category_en: "Personality",
    excerpt: "Resilienz ist keine angeborene Eigenschaft, sondern eine Fähigkeit, die wir stärken können.",
    content:
      "Krisen gehören zum Leben. Entscheidend ist nicht, ob wir ihnen begegnen, sondern wie.\n\n## Die sieben Säulen der Resilienz\n\nAkzeptanz, Optimismus, Selbstwirksamkeit, Verantwortung, Netzwerkorientierung, Lösungsorientierung und Zukunftsplanung – all das lässt sich trainieren.\n\nIn unserem ausführlichen Leitfaden auf dem Blog findest du zu jeder Säule eine konkrete Übung.",
    category: "Persönlichkeit",
    author: "Markus Weber",
    date: "28.02.2025",
    image_url: img("1506905925346-21bda4d32df4", 1200),
    show_external_link: true,
    external_url: `${BLOG_HOST}/resilienz-leitfaden`,
    created_at: daysAgo(2),
  },
  {
    title: "Achtsam essen: Genuss statt Nebenbei",
    slug: "achtsam-essen",
    excerpt: "Warum wir beim Essen so selten wirklich da sind – und wie kleine Rituale das ändern.",
    content:
      "Frühstück am Schreibtisch, Mittagessen vor dem Bildschirm: Viele Mahlzeiten geschehen nebenbei.\n\nAchtsames Essen bedeutet, mit allen Sinnen wahrzunehmen, was auf dem Teller liegt. Das steigert den Genuss und hilft, das eigene Sättigungsgefühl wieder zu spüren.\n\n## Drei Mini-Rituale\n\n- Vor dem ersten Bissen einmal tief durchatmen.\n- Das Besteck zwischen den Bissen ablegen.\n- Die ersten drei Bissen ganz bewusst schmecken.",
    category: "Achtsamkeit",
    author: "Lena Hoffmann",
    date: "14.02.2025",
    image_url: img("1490645935967-10de6ba17061", 1200),
    created_at: daysAgo(3),
  },
  {
    title: "Dankbarkeit im Job: Was Teams wirklich stärkt",
    slug: "dankbarkeit-im-job-was-teams-wirklich-staerkt",
    excerpt: "Eine Studie mit 1.200 Beschäftigten zeigt, wie Wertschätzung die Zusammenarbeit verändert.",
    category: "Arbeit",
    author: "Markus Weber",
    date: "30.01.2025",
    image_url: img("1531482615713-2afd69097998", 1200),
    featured: true,
    external_url: `${BLOG_HOST}/dankbarkeit-im-job`,
    created_at: daysAgo(4),
  },
  {
    title: "Schlaf und Glück: die unterschätzte Verbindung",
    slug: "schlaf-und-glueck-die-unterschaetzte-verbindung",
    excerpt: "Wer gut schläft, ist zufriedener. Wir erklären, warum – und was du heute Abend ändern kannst.",
    category: "Gesundheit",
    author: "Anna Becker",
    date: "15.01.2025",
    image_url: img("1519681393784-d120267933ba", 1200),
    external_url: `${BLOG_HOST}/schlaf-und-glueck`,
    created_at: daysAgo(5),
  },
  {
    title: "Digital Detox: Ein Wochenende ohne Smartphone",
    slug: "digital-detox-wochenende",
    excerpt: "Ein Selbstexperiment: 48 Stunden offline – und was danach blieb.",
    category: "Selbstexperiment",
    author: "Lena Hoffmann",
    date: "03.01.2025",
    image_url: img("1512941937669-90a1b58e7e9c", 1200),
    external_url: `${BLOG_HOST}/digital-detox`,
    created_at: daysAgo(6),
  },
];

const SHOP_PRODUCTS: Insert<typeof schema.shopProducts>[] = [
  {
    slug: "gluecks-journal",
    slug_en: "happiness-journal",
    name_en: "The Happiness Journal",
    description_en: "A year full of gratitude: 365 prompts and room for your best moments.",
    detailed_description_en:
      "Hardcover, 240 pages, ribbon bookmark, printed on recycled paper in Germany. Every week starts with a short exercise from positive psychology.",
    category_en: "Journals",
    name: "Das Glücks-Journal",
    description: "Ein Jahr voller Dankbarkeit: 365 Impulse und Platz für deine schönsten Momente.",
    detailed_description:
      "Hardcover, 240 Seiten, Lesebändchen, gedruckt auf Recyclingpapier in Deutschland. Jede Woche beginnt mit einer kurzen Übung aus der Positiven Psychologie.",
    category: "Journale",
    price: "24,99 €",
    rating: 4.9,
    image_url: img("1517842645767-c639042777db", 800),
    external_url: `${SHOP_HOST}/gluecks-journal`,
    featured: true,
    show_details_button: true,
    created_at: daysAgo(10),
  },
  {
    slug: "achtsamkeits-kartenset",
    name: "Achtsamkeits-Kartenset",
    description: "52 Karten mit Übungen für jede Woche des Jahres.",
    detailed_description: "Stabile Karten im Leinenbeutel, ideal für die Handtasche oder den Schreibtisch.",
    category: "Kartensets",
    price: "19,90 €",
    rating: 4.6,
    image_url: img("1528715471579-d1bcf0ba5e83", 800),
    external_url: `${SHOP_HOST}/kartenset`,
    featured: true,
    show_details_button: true,
    created_at: daysAgo(9),
  },
  {
    slug: "buch-glueck-ist-trainierbar",
    name: "Buch: Glück ist trainierbar",
    description: "Der Bestseller unserer Gründerin – wissenschaftlich fundiert und herzlich geschrieben.",
    category: "Bücher",
    price: "22,00 €",
    rating: 4.7,
    image_url: img("1544716278-ca5e3f4abd8c", 800),
    external_url: `${SHOP_HOST}/buch`,
    show_details_button: true,
    created_at: daysAgo(8),
  },
  {
    name: "Meditationskissen „Ruhepol“",
    description: "Bio-Baumwolle, Dinkelspelzfüllung, in drei Farben.",
    category: "Zubehör",
    price: "39,00 €",
    rating: 4.2,
    image_url: img("1545205597-3d9d02c29597", 800),
    external_url: `${SHOP_HOST}/meditationskissen`,
    created_at: daysAgo(7),
  },
  {
    name: "Poster „Heute ist ein guter Tag“",
    description: "Kunstdruck im Format A3 auf mattem Naturpapier.",
    category: "Poster",
    price: "14,50 €",
    rating: 4.4,
    image_url: img("1470252649378-9c29740c9fa8", 800),
    external_url: `${SHOP_HOST}/poster`,
    created_at: daysAgo(6),
  },
];

const ACADEMY_COURSES: Insert<typeof schema.academyCourses>[] = [
  {
    slug: "grundkurs-positive-psychologie",
    slug_en: "positive-psychology-basics",
    title_en: "Positive Psychology Basics",
    description_en: "The key findings of happiness research – clearly explained and ready to use.",
    detailed_description_en:
      "Eight modules with videos, worksheets and reflection questions. With a certificate of completion.",
    duration_en: "6 weeks",
    title: "Grundkurs Positive Psychologie",
    description: "Die wichtigsten Erkenntnisse der Glücksforschung – verständlich erklärt und sofort anwendbar.",
    detailed_description: "Acht Module mit Videos, Arbeitsblättern und Reflexionsfragen. Mit Abschlusszertifikat.",
    instructor: "Dr. Anna Becker",
    duration: "6 Wochen",
    modules: 8,
    students: 1240,
    price: "149 €",
    rating: 4.8,
    image_url: img("1501504905252-473c47e087f8", 800),
    external_url: `${ACADEMY_HOST}/positive-psychologie`,
    featured: true,
    show_details_button: true,
    created_at: daysAgo(20),
  },
  {
    slug: "achtsamkeit-im-alltag",
    title: "Achtsamkeit im Alltag",
    description: "Kurze Meditationen und Routinen für mehr Gelassenheit zwischen Job, Familie und Freizeit.",
    instructor: "Lena Hoffmann",
    duration: "4 Wochen",
    modules: 5,
    students: 860,
    price: "89 €",
    rating: 4.6,
    image_url: img("1499209974431-9dddcece7f88", 800),
    external_url: `${ACADEMY_HOST}/achtsamkeit`,
    show_details_button: true,
    created_at: daysAgo(15),
  },
  {
    slug: "resilienz-training",
    title: "Resilienz-Training",
    description: "Stärke deine innere Widerstandskraft mit den sieben Säulen der Resilienz.",
    instructor: "Markus Weber",
    duration: "8 Wochen",
    modules: 7,
    students: 430,
    price: "199 €",
    rating: 4.5,
    image_url: img("1506905925346-21bda4d32df4", 800),
    external_url: `${ACADEMY_HOST}/resilienz`,
    created_at: daysAgo(10),
  },
];

/* ------------------------------------------------------------------ */
/* Events & congress                                                   */
/* ------------------------------------------------------------------ */

/**
 * Dates relative to the day of seeding, so a fresh database always has coming events and one past
 * one: `onDay(now, 30, "10:00")` is 10:00 Berlin time thirty days after today (computed when seeding:
 * in Workers the clock at module scope stands at 0). The pages write the date texts from these; the
 * monthly online evening has none but its own text (it recurs online, so it is no single event at a
 * place, and its page carries breadcrumbs only).
 */
function onDay(now: number, days: number, time: string): Date {
  return berlinLocalToDate(`${berlinDay(now + days * 86_400_000)}T${time}`)!;
}

function demoEvents(now: number): Insert<typeof schema.events>[] {
  return [
    {
      slug: "gluecksfestival-berlin",
      slug_en: "happiness-festival-berlin",
      title_en: "Happiness Festival Berlin",
      subtitle_en: "Two days full of inspiration, encounters and joy of life",
      description_en: "Talks, workshops and live music about a happy life – with more than 20 speakers.",
      title: "Glücksfestival Berlin",
      subtitle: "Zwei Tage voller Inspiration, Begegnung und Lebensfreude",
      description:
        "Vorträge, Workshops und Live-Musik rund um ein glückliches Leben – mit über 20 Speakerinnen und Speakern.",
      detail_description:
        "Das Glücksfestival ist unser jährliches Highlight. An zwei Tagen erwarten dich inspirierende Keynotes, interaktive Workshops in kleinen Gruppen, eine Meditation im Park und ein Abendprogramm mit Live-Musik.\n\nIm Ticket enthalten sind Verpflegung, alle Workshop-Unterlagen und der Zugang zu den Aufzeichnungen.\nEinlass ab 9 Uhr, Beginn um 10 Uhr.",
      date_text: "",
      location: "Kulturbrauerei, Berlin",
      starts_at: onDay(now, 70, "10:00"),
      ends_at: onDay(now, 71, "18:00"),
      place_name: "Kulturbrauerei",
      place_address: "Schönhauser Allee 36, 10435 Berlin",
      tickets_text: "Tickets ab 129 €",
      image_url: img("1540575467063-178a50c2df87", 1600),
      video: VIDEO_TALK,
      external_url: `${TICKETS_HOST}/gluecksfestival`,
      featured: true,
      created_at: daysAgo(14),
    },
    {
      slug: "workshop-dankbarkeit-hamburg",
      title: "Workshop: Dankbarkeit im Alltag",
      subtitle: "Ein Nachmittag für mehr Wertschätzung",
      description: "Praktische Übungen, die du sofort in deinen Alltag mitnehmen kannst.",
      date_text: "",
      location: "Hamburg, Altona",
      starts_at: onDay(now, 24, "14:00"),
      ends_at: onDay(now, 24, "18:00"),
      place_name: "Hamburg-Altona",
      place_address: "Altona, Hamburg",
      tickets_text: "49 € pro Person",
      image_url: img("1517048676732-d65bc937f952", 1200),
      // Registration on the site (issue 52): a few seats, one already taken (DEMO_REGISTRATIONS).
      external_url: "",
      registration_mode: "here",
      registration_capacity: 8,
      registration_q1: "Was erhoffst du dir vom Nachmittag?",
      registration_q1_en: "What do you hope to take from the afternoon?",
      created_at: daysAgo(12),
    },
    {
      slug: "online-meditationsabend",
      title: "Online-Meditationsabend",
      subtitle: "Gemeinsam zur Ruhe kommen",
      description: "Eine geführte Meditation mit anschließender Fragerunde – bequem von zu Hause.",
      date_text: "Jeden ersten Mittwoch im Monat, 19 Uhr",
      date_text_en: "First Wednesday of every month, 7 pm",
      location: "Online (Zoom)",
      tickets_text: "Kostenlos",
      image_url: img("1506126613408-eca07ce68773", 1200),
      external_url: `${TICKETS_HOST}/meditationsabend`,
      created_at: daysAgo(11),
    },
    {
      slug: "resilienz-tag-muenchen",
      title: "Resilienz-Tag München",
      subtitle: "Stark durch stürmische Zeiten",
      description: "Ein Tagesseminar mit Vorträgen, Übungen und Austausch in kleinen Gruppen.",
      date_text: "",
      location: "München, Werksviertel",
      starts_at: onDay(now, 45, "10:00"),
      ends_at: onDay(now, 45, "17:00"),
      place_name: "Werksviertel",
      place_address: "Werksviertel, München",
      tickets_text: "Tickets ab 89 €",
      image_url: img("1524178232363-1fb2b075b655", 1200),
      // Full, with a waiting list: its two seats are taken (DEMO_REGISTRATIONS).
      external_url: "",
      registration_mode: "here",
      registration_capacity: 2,
      registration_waitlist: true,
      registration_q1: "Essen",
      registration_q1_en: "Food",
      registration_q1_choices: "mit Fleisch | vegetarisch | vegan",
      registration_q1_choices_en: "with meat | vegetarian | vegan",
      created_at: daysAgo(10),
    },
    {
      slug: "achtsamkeitstag-koeln",
      title: "Achtsamkeitstag Köln",
      subtitle: "Ein Tag, um anzukommen",
      description: "Meditation, achtsames Gehen am Rhein und ein gemeinsames Mittagessen in Stille.",
      date_text: "",
      location: "Köln, Rheinauhafen",
      starts_at: onDay(now, -30, "10:00"),
      ends_at: onDay(now, -30, "17:00"),
      place_name: "Rheinauhafen",
      place_address: "Rheinauhafen, Köln",
      tickets_text: "Tickets ab 59 €",
      image_url: img("1508672019048-805c876b67e2", 1200),
      external_url: `${TICKETS_HOST}/achtsamkeitstag-koeln`,
      created_at: daysAgo(60),
    },
  ];
}

/** Organizers reference their event by slug (resolved with a sub-select inside the batch). */
/** Demo registrations of the events that take them on the site (example addresses: no mail reaches anyone). */
const DEMO_REGISTRATIONS: { event_slug: string; name: string; email: string; status: string; answers: string[] }[] = [
  {
    event_slug: "workshop-dankbarkeit-hamburg",
    name: "Mara Beispiel",
    email: "mara@example.com",
    status: "confirmed",
    answers: ["Mehr Ruhe im Alltag"],
  },
  {
    event_slug: "resilienz-tag-muenchen",
    name: "Jonas Muster",
    email: "jonas@example.com",
    status: "confirmed",
    answers: ["vegetarisch"],
  },
  {
    event_slug: "resilienz-tag-muenchen",
    name: "Lea Probe",
    email: "lea@example.com",
    status: "confirmed",
    answers: ["vegan"],
  },
  {
    event_slug: "resilienz-tag-muenchen",
    name: "Tom Test",
    email: "tom@example.com",
    status: "waiting",
    answers: ["vegan"],
  },
];

const EVENT_ORGANIZERS: (Omit<Insert<typeof schema.eventOrganizers>, "event_event_id"> & {
  event_slug: string;
})[] = [
  {
    event_slug: "gluecksfestival-berlin",
    name: "Dr. Anna Becker",
    title: "Gründerin & Psychologin",
    bio: "Anna erforscht seit über 15 Jahren, was Menschen glücklich macht, und hat die Glücksakademie 2015 gegründet.",
    image_url: img("1494790108377-be9c29b29330", 400),
  },
  {
    event_slug: "gluecksfestival-berlin",
    name: "Markus Weber",
    title: "Resilienz-Trainer",
    bio: "Markus begleitet Führungskräfte und Teams durch Veränderungsprozesse.",
    image_url: img("1500648767791-00dcc994a43e", 400),
  },
  {
    event_slug: "gluecksfestival-berlin",
    name: "Lena Hoffmann",
    title: "Achtsamkeitslehrerin",
    bio: "Lena unterrichtet Meditation und achtsame Bewegung – im Studio und online.",
    image_url: img("1438761681033-6461ffad8d80", 400),
  },
  {
    event_slug: "workshop-dankbarkeit-hamburg",
    name: "Jonas Richter",
    title: "Coach & Moderator",
    bio: "Jonas leitet unsere Workshops in Norddeutschland und liebt gute Fragen.",
    image_url: img("1472099645785-5658abf4ff4e", 400),
  },
];

/** The coming congress, and a day conference that has taken place (its speaker stays with it). */
function demoCongresses(now: number): Insert<typeof schema.congressEvents>[] {
  return [
    {
      title: "Glückskongress",
      subtitle: "Die Zukunft des Wohlbefindens",
      description:
        "Forschung trifft Praxis: Drei Tage mit Keynotes, Panels und Workshops zu Glück, Gesundheit und Gemeinschaft.",
      date_text: "",
      location: "Berlin Congress Center",
      starts_at: onDay(now, 100, "09:00"),
      ends_at: onDay(now, 102, "17:00"),
      tickets_text: "Frühbucher-Tickets ab 249 €",
      image_url: img("1505373877841-8d25f7d46678", 1600),
      video: VIDEO_VIMEO,
      external_url: `${TICKETS_HOST}/glueckskongress`,
      created_at: daysAgo(20),
    },
    {
      title: "Fachtag Glück & Arbeit",
      subtitle: "Wohlbefinden als Führungsaufgabe",
      description: "Ein kompakter Fachtag für Personalverantwortliche und Führungskräfte.",
      date_text: "",
      location: "Frankfurt am Main",
      starts_at: onDay(now, -20, "09:30"),
      ends_at: onDay(now, -20, "17:00"),
      tickets_text: "Tickets ab 179 €",
      image_url: img("1475721027785-f74eccf877e2", 1600),
      external_url: `${TICKETS_HOST}/fachtag-glueck-arbeit`,
      created_at: daysAgo(19),
    },
  ];
}

/** Speakers reference their congress by title (resolved with a sub-select inside the batch). */
const CONGRESS_SPEAKERS: (Omit<Insert<typeof schema.congressSpeakers>, "congress_event_id"> & {
  congress_title: string;
})[] = [
  {
    congress_title: "Glückskongress",
    name: "Prof. Dr. Sabine Krüger",
    title: "Glücksforscherin, Universität Hamburg",
    bio: "Sabine untersucht, wie soziale Beziehungen unser Wohlbefinden prägen.",
    image_url: img("1544005313-94ddf0286df2", 400),
  },
  {
    congress_title: "Glückskongress",
    name: "Daniel Schmidt",
    title: "Autor & Podcaster",
    bio: "Daniel spricht in seinem Podcast mit Menschen, die ihr Leben neu erfunden haben.",
    image_url: img("1507003211169-0a1dd7228f2d", 400),
  },
  {
    congress_title: "Glückskongress",
    name: "Dr. Anna Becker",
    title: "Gründerin der Glücksakademie",
    bio: "Anna verbindet Positive Psychologie mit alltagstauglichen Übungen.",
    image_url: img("1494790108377-be9c29b29330", 400),
  },
  {
    congress_title: "Fachtag Glück & Arbeit",
    name: "Thomas Neumann",
    title: "HR-Direktor",
    bio: "Thomas hat in seinem Unternehmen ein preisgekröntes Wohlbefindensprogramm aufgebaut.",
    image_url: img("1560250097-0b93528c311a", 400),
  },
];

/* ------------------------------------------------------------------ */
/* Community                                                           */
/* ------------------------------------------------------------------ */

const COMMUNITY_FEATURES: Insert<typeof schema.communityFeatures>[] = [
  {
    title: "Austausch-Gruppen",
    description: "Themengruppen zu Achtsamkeit, Beruf, Familie und mehr.",
    detail_description: "Moderierte Gruppen, in denen du Fragen stellen, Erfahrungen teilen und Mut machen kannst.",
    icon_name: "Users",
    image_url: img("1529156069898-49953e39b3ac", 800),
    external_url: `${COMMUNITY_HOST}/gruppen`,
    created_at: daysAgo(30),
  },
  {
    title: "Live-Sessions",
    description: "Wöchentliche Live-Calls mit unseren Coaches.",
    icon_name: "Calendar",
    image_url: img("1531482615713-2afd69097998", 800),
    external_url: `${COMMUNITY_HOST}/live`,
    created_at: daysAgo(29),
  },
  {
    title: "Glücks-Challenges",
    description: "30-Tage-Challenges, die dich motivieren, dranzubleiben.",
    detail_description:
      "Jeden Tag eine kleine Aufgabe, gemeinsam mit Hunderten anderen – inklusive Fortschrittsanzeige.",
    icon_name: "BookOpen",
    image_url: img("1470252649378-9c29740c9fa8", 800),
    external_url: `${COMMUNITY_HOST}/challenges`,
    created_at: daysAgo(28),
  },
];

const COMMUNITY_POSTS: Insert<typeof schema.communityPosts>[] = [
  {
    author: "Sarah M.",
    time_text: "vor 2 Stunden",
    content: "Tag 12 der Dankbarkeits-Challenge: Heute hat mir eine Fremde im Bus ihren Platz angeboten. Kleine Dinge!",
    likes: 24,
    comments: 5,
    category: "Challenges",
    external_url: `${COMMUNITY_HOST}/posts/1`,
    created_at: daysAgo(0.1),
  },
  {
    author: "Thomas K.",
    time_text: "vor 5 Stunden",
    content: "Hat jemand Tipps für eine Abendroutine, die wirklich beim Abschalten hilft?",
    likes: 11,
    comments: 17,
    category: "Fragen",
    external_url: `${COMMUNITY_HOST}/posts/2`,
    created_at: daysAgo(0.2),
  },
  {
    author: "Julia R.",
    time_text: "gestern",
    content: "Nach sechs Wochen Grundkurs kann ich sagen: Ich schlafe besser und streite weniger. Danke an alle hier!",
    likes: 58,
    comments: 9,
    category: "Erfolge",
    external_url: `${COMMUNITY_HOST}/posts/3`,
    created_at: daysAgo(1),
  },
];

const COMMUNITY_STATS: Insert<typeof schema.communityStats>[] = [
  {
    stat_key: "members",
    stat_value: "2,547",
    stat_label_de: "Mitglieder",
    stat_label_en: "Members",
    icon_name: "Users",
    display_order: 1,
  },
  {
    stat_key: "posts",
    stat_value: "18,300",
    stat_label_de: "Beiträge",
    stat_label_en: "Posts",
    icon_name: "MessageCircle",
    display_order: 2,
  },
  {
    stat_key: "courses",
    stat_value: "12",
    stat_label_de: "Kurse",
    stat_label_en: "Courses",
    icon_name: "GraduationCap",
    display_order: 3,
  },
  {
    stat_key: "countries",
    stat_value: "9",
    stat_label_de: "Länder",
    stat_label_en: "Countries",
    icon_name: "Globe",
    display_order: 4,
    is_active: false,
  },
];

/* ------------------------------------------------------------------ */
/* Short links                                                         */
/* ------------------------------------------------------------------ */

const REDIRECT_LINKS: Insert<typeof schema.redirectLinks>[] = [
  {
    short_code: "instagram",
    target_url: "https://www.instagram.com/",
    description: "Instagram",
    detailed_description: "Tägliche Impulse, Zitate und Einblicke hinter die Kulissen der Glücksakademie.",
    image_url: img("1611262588024-d12430b98920", 800),
    display_order: 1,
    click_count: 87,
    created_at: daysAgo(40),
  },
  {
    short_code: "youtube",
    target_url: "https://www.youtube.com/",
    description: "YouTube-Kanal",
    detailed_description: "Meditationen, Vorträge und Interviews – jede Woche ein neues Video.",
    display_order: 2,
    click_count: 42,
    created_at: daysAgo(35),
  },
  {
    short_code: "termin",
    target_url: "https://cal.example.com/gluecksakademie/kennenlernen",
    description: "Kennenlerngespräch buchen",
    detailed_description: "Buche ein kostenloses, unverbindliches 20-minütiges Gespräch mit einem unserer Coaches.",
    display_order: 3,
    click_count: 100,
    redirect_active: false,
    created_at: daysAgo(20),
  },
  {
    short_code: "podcast",
    target_url: "https://open.spotify.com/",
    description: "Podcast „Glücksmomente“",
    display_order: 4,
    click_count: 0,
    is_active: false,
    created_at: daysAgo(5),
  },
];

/* ------------------------------------------------------------------ */
/* Legal pages                                                         */
/* ------------------------------------------------------------------ */

const LEGAL_PAGES: Insert<typeof schema.legalPages>[] = [
  {
    page_key: "impressum",
    title_de: "Impressum",
    title_en: "Legal notice",
    content_de:
      "<h2>Angaben gemäß § 5 DDG</h2><p>Glücksakademie GmbH<br>Kastanienallee 12<br>10115 Berlin</p><h2>Kontakt</h2><ul><li>Telefon: +49 30 1234567</li><li>E-Mail: kontakt@example.com</li></ul><h2>Vertreten durch</h2><p>Dr. Anna Becker (Geschäftsführerin)</p><h2>Registereintrag</h2><p>Amtsgericht Berlin-Charlottenburg, HRB 000000</p>",
    content_en:
      "<h2>Information pursuant to § 5 DDG</h2><p>Glücksakademie GmbH<br>Kastanienallee 12<br>10115 Berlin, Germany</p><h2>Contact</h2><ul><li>Phone: +49 30 1234567</li><li>E-mail: kontakt@example.com</li></ul><h2>Represented by</h2><p>Dr. Anna Becker (Managing Director)</p><h2>Register entry</h2><p>Berlin-Charlottenburg Local Court, HRB 000000</p>",
  },
  {
    page_key: "datenschutz",
    title_de: "Datenschutzerklärung",
    title_en: "Privacy policy",
    content_de:
      "<h2>1. Verantwortliche Stelle</h2><p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Glücksakademie GmbH, Kastanienallee 12, 10115 Berlin.</p><h2>2. Welche Daten wir verarbeiten</h2><ul><li>Kontaktanfragen (Name, E-Mail, Nachricht)</li><li>Newsletter-Anmeldungen (E-Mail, optional Name)</li><li>Anmeldungen zu Events und Kongressen (Name, E-Mail, Sprache, deine Antworten auf die Fragen des Events, Status): für die Teilnahme und die E-Mails dazu (Bestätigung, Warteliste, Erinnerung am Vortag). 90 Tage nach dem Event bleiben davon nur die Zahlen; über den Link in jeder dieser E-Mails kannst du dich abmelden und deine Daten sofort löschen.</li><li>Technisch notwendige Server-Logdaten</li></ul><h2>3. Deine Rechte</h2><p>Du hast jederzeit das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch. Schreib uns an kontakt@example.com.</p>",
    content_en:
      "<h2>1. Controller</h2><p>The controller responsible for data processing on this website is Glücksakademie GmbH, Kastanienallee 12, 10115 Berlin, Germany.</p><h2>2. Data we process</h2><ul><li>Contact requests (name, e-mail, message)</li><li>Newsletter sign-ups (e-mail, optional name)</li><li>Registrations for events and congresses (name, e-mail, language, your answers to the event's questions, status): for taking part and the e-mails about it (confirmation, waiting list, reminder the day before). 90 days after the event only the counts remain; with the link in each of these e-mails you can cancel and delete your data at once.</li><li>Technically necessary server log data</li></ul><h2>3. Your rights</h2><p>You have the right to access, rectification, erasure and objection at any time. Write to us at kontakt@example.com.</p>",
  },
  {
    page_key: "cookies",
    title_de: "Cookie-Richtlinie",
    title_en: "Cookie policy",
    content_de:
      "<h2>Was sind Cookies?</h2><p>Cookies sind kleine Textdateien, die dein Browser speichert. Wir verwenden sie nur, soweit du zugestimmt hast oder sie technisch notwendig sind.</p><h2>Kategorien</h2><ul><li><strong>Notwendig:</strong> Sprache, Darstellung, Anmeldung</li><li><strong>Analyse:</strong> anonyme Nutzungsstatistiken (nur mit Einwilligung)</li><li><strong>Marketing:</strong> eingebettete Videos und Social Media (nur mit Einwilligung)</li></ul><p>Deine Auswahl kannst du jederzeit ändern, indem du die Browserdaten löschst.</p>",
    content_en:
      "<h2>What are cookies?</h2><p>Cookies are small text files stored by your browser. We only use them where you have consented or where they are technically necessary.</p><h2>Categories</h2><ul><li><strong>Necessary:</strong> language, display, sign-in</li><li><strong>Analytics:</strong> anonymous usage statistics (with consent only)</li><li><strong>Marketing:</strong> embedded videos and social media (with consent only)</li></ul><p>You can change your choice at any time by clearing your browser data.</p>",
  },
];

/* ------------------------------------------------------------------ */
/* Page heroes (page_contents)                                         */
/* ------------------------------------------------------------------ */

const PAGE_CONTENTS: Insert<typeof schema.pageContents>[] = [
  {
    page_key: "home",
    title_de: "Glücksakademie",
    title_en: "Happiness Academy",
    subtitle_de: "Coaching, Kurse und Community",
    subtitle_en: "Coaching, courses and community",
    description_de: "Wir begleiten dich auf dem Weg zu einem zufriedeneren, bewussteren Leben.",
    description_en: "We support you on your way to a more contented, more mindful life.",
    hero_background_image: img("1470252649378-9c29740c9fa8"),
  },
  {
    page_key: "about",
    title_de: "Über uns",
    title_en: "About us",
    subtitle_de: "Menschen, die Glück ernst nehmen",
    subtitle_en: "People who take happiness seriously",
    description_de: "Lerne unsere Geschichte, unsere Haltung und unser Team kennen.",
    description_en: "Get to know our story, our values and our team.",
    hero_background_image: img("1469474968028-56623f02e42e"),
  },
  {
    page_key: "services",
    title_de: "Unsere Leistungen",
    title_en: "Our services",
    subtitle_de: "Für dich, für Gruppen, für Unternehmen",
    subtitle_en: "For you, for groups, for companies",
    description_de: "Vom persönlichen Coaching bis zum Teamprogramm – finde das passende Angebot.",
    description_en: "From personal coaching to team programmes – find the right offer for you.",
    hero_background_image: img("1517048676732-d65bc937f952"),
  },
  {
    page_key: "projects",
    title_de: "Projekte",
    title_en: "Projects",
    subtitle_de: "Glückskompetenz in der Praxis",
    subtitle_en: "Happiness skills in practice",
    description_de: "Eine Auswahl unserer Projekte mit Schulen, Kliniken und Unternehmen.",
    description_en: "A selection of our projects with schools, hospitals and companies.",
    hero_background_image: img("1503676260728-1c00da094a0b"),
  },
  {
    page_key: "kontakt",
    title_de: "Kontakt",
    title_en: "Contact",
    subtitle_de: "Wir freuen uns auf deine Nachricht",
    subtitle_en: "We look forward to hearing from you",
    description_de: "Schreib uns – wir melden uns innerhalb von 24 Stunden.",
    description_en: "Write to us – we will get back to you within 24 hours.",
    hero_background_image: img("1423666639041-f56000c27a9a"),
  },
  {
    page_key: "blog",
    title_de: "Blog",
    title_en: "Blog",
    subtitle_de: "Impulse für ein glücklicheres Leben",
    subtitle_en: "Ideas for a happier life",
    description_de: "Artikel, Übungen und Geschichten aus der Welt der Positiven Psychologie.",
    description_en: "Articles, exercises and stories from the world of positive psychology.",
    hero_background_image: img("1484480974693-6ca0a78fb36b"),
  },
  {
    page_key: "shop",
    title_de: "Shop",
    title_en: "Shop",
    subtitle_de: "Begleiter für deine Glückspraxis",
    subtitle_en: "Companions for your happiness practice",
    description_de: "Journale, Bücher und Kartensets – nachhaltig produziert in Deutschland.",
    description_en: "Journals, books and card sets – sustainably made in Germany.",
    hero_background_image: img("1512820790803-83ca734da794"),
  },
  {
    page_key: "academy",
    title_de: "Academy",
    title_en: "Academy",
    subtitle_de: "Lernen in deinem Tempo",
    subtitle_en: "Learn at your own pace",
    description_de: "Online-Kurse mit Zertifikat, Community-Zugang und persönlicher Begleitung.",
    description_en: "Online courses with certificate, community access and personal support.",
    hero_background_image: img("1501504905252-473c47e087f8"),
  },
  {
    page_key: "events",
    title_de: "Events",
    title_en: "Events",
    subtitle_de: "Begegnungen, die bewegen",
    subtitle_en: "Encounters that move you",
    description_de: "Festivals, Workshops und Meditationsabende – vor Ort und online.",
    description_en: "Festivals, workshops and meditation evenings – on site and online.",
    hero_background_image: img("1540575467063-178a50c2df87"),
  },
  {
    page_key: "kongress",
    title_de: "Glückskongress",
    title_en: "Happiness Congress",
    subtitle_de: "Forschung trifft Praxis",
    subtitle_en: "Research meets practice",
    description_de: "Der Treffpunkt für alle, die Wohlbefinden in Gesellschaft und Arbeitswelt voranbringen wollen.",
    description_en: "The meeting point for everyone who wants to advance well-being in society and the workplace.",
    hero_background_image: img("1505373877841-8d25f7d46678"),
  },
  {
    page_key: "community",
    title_de: "Community",
    title_en: "Community",
    subtitle_de: "Gemeinsam glücklicher",
    subtitle_en: "Happier together",
    description_de: "Tausche dich aus, nimm an Challenges teil und triff Menschen mit denselben Zielen.",
    description_en: "Connect, take part in challenges and meet people with the same goals.",
    hero_background_image: img("1529156069898-49953e39b3ac"),
  },
  {
    page_key: "weiterleitungen",
    title_de: "Links",
    title_en: "Links",
    subtitle_de: "Alle wichtigen Links auf einen Blick",
    subtitle_en: "All important links at a glance",
    description_de: "Social Media, Podcast, Terminbuchung und mehr.",
    description_en: "Social media, podcast, booking and more.",
  },
];

/* ------------------------------------------------------------------ */
/* Seeding                                                             */
/* ------------------------------------------------------------------ */

/** D1 allows at most 100 bound parameters per statement. */
const D1_MAX_PARAMS = 100;

/** Multi-row inserts, split so no statement exceeds D1's parameter limit. */
function insertChunks<T extends SQLiteTable>(db: Db, table: T, rows: SQLiteInsertValue<T>[]): BatchItem<"sqlite">[] {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(D1_MAX_PARAMS / columns));
  const statements: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < rows.length; i += size) {
    statements.push(db.insert(table).values(rows.slice(i, i + size)));
  }
  return statements;
}

async function hasGeneralSettings(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.generalSettings.id }).from(schema.generalSettings).limit(1);
  return rows.length > 0;
}

/**
 * Inserts the demo content into an empty database.
 * Does nothing (returns { seeded: false }) when general_settings already has a row.
 */
/*
 * The long texts below are written as they were before they became rich text (Markdown in blog
 * bodies, plain text elsewhere) and stored as the HTML the editor writes, converted and cleaned the
 * way a save would (decision 0050). The conversion test reads the texts from here to compare.
 */

/** The rich-text columns of each seeded table (their fields are richText() in app/lib/admin/types). */
const RICH_COLUMNS: Partial<Record<keyof typeof DEMO_ROWS, { columns: readonly string[]; legacy: LegacyFormat }>> = {
  blogPosts: { columns: ["content", "content_en"], legacy: "markdown" },
  services: { columns: ["description_de", "description_en"], legacy: "text" },
  aboutSections: { columns: ["description_de", "description_en"], legacy: "text" },
  serviceDetails: { columns: ["description_de", "description_en"], legacy: "text" },
  academyCourses: { columns: ["detailed_description", "detailed_description_en"], legacy: "text" },
  events: { columns: ["detail_description", "detail_description_en"], legacy: "text" },
  communityPosts: { columns: ["content", "content_en"], legacy: "text" },
  shopProducts: { columns: ["detailed_description", "detailed_description_en"], legacy: "text" },
};

/** The demo rows of the tables with long texts, as written above (before their conversion to HTML). */
export const DEMO_ROWS = {
  blogPosts: BLOG_POSTS,
  services: SERVICES,
  aboutSections: ABOUT_SECTIONS,
  serviceDetails: SERVICE_DETAILS,
  academyCourses: ACADEMY_COURSES,
  // The texts of the events do not depend on the day of seeding; their dates (from 0) are not compared.
  events: demoEvents(0),
  communityPosts: COMMUNITY_POSTS,
  shopProducts: SHOP_PRODUCTS,
};

/** A table's demo rows with their long texts as rich-text HTML. */
function asRichText<K extends keyof typeof DEMO_ROWS>(
  table: K,
  rows: (typeof DEMO_ROWS)[K] = DEMO_ROWS[table],
): (typeof DEMO_ROWS)[K] {
  const rich = RICH_COLUMNS[table];
  if (!rich) return rows;
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row };
    for (const column of rich.columns) {
      const value = out[column];
      if (typeof value === "string" && value.trim()) out[column] = sanitizeRichText(toRichHtml(value, rich.legacy));
    }
    return out;
  }) as (typeof DEMO_ROWS)[K];
}

/** `types`: the content types, whose searchable fields the word index is made of. */
export async function seedDemoContent(
  db: Db,
  types: Parameters<typeof rebuildStatements>[1],
): Promise<{ seeded: boolean }> {
  if (await hasGeneralSettings(db)) return { seeded: false };
  const now = Date.now();

  const organizers: Insert<typeof schema.eventOrganizers>[] = EVENT_ORGANIZERS.map(({ event_slug, ...row }) => ({
    ...row,
    event_event_id: sql<number>`(select ${schema.events.id} from ${schema.events} where ${schema.events.slug} = ${event_slug})`,
  }));

  const registrations: Insert<typeof schema.eventRegistrations>[] = DEMO_REGISTRATIONS.map(
    ({ event_slug, answers, ...row }) => ({
      ...row,
      answers: JSON.stringify(answers),
      cancel_key: crypto.randomUUID(),
      event_id: sql<number>`(select ${schema.events.id} from ${schema.events} where ${schema.events.slug} = ${event_slug})`,
    }),
  );

  const speakers: Insert<typeof schema.congressSpeakers>[] = CONGRESS_SPEAKERS.map(({ congress_title, ...row }) => ({
    ...row,
    congress_event_id: sql<number>`(select ${schema.congressEvents.id} from ${schema.congressEvents} where ${schema.congressEvents.title} = ${congress_title} order by ${schema.congressEvents.id} desc limit 1)`,
  }));

  // general_settings first: its primary key (id 1) makes a concurrent second
  // seed fail as a whole instead of inserting the demo content twice.
  const [first, ...rest]: BatchItem<"sqlite">[] = [
    db.insert(schema.generalSettings).values(GENERAL_SETTINGS),
    ...insertChunks(db, schema.navigationItems, NAVIGATION_ITEMS),
    ...insertChunks(db, schema.heroSections, HERO_SECTIONS),
    ...insertChunks(db, schema.mainSections, MAIN_SECTIONS),
    ...insertChunks(db, schema.indexSections, INDEX_SECTIONS),
    ...insertChunks(db, schema.aboutSections, asRichText("aboutSections")),
    ...insertChunks(db, schema.services, asRichText("services")),
    ...insertChunks(db, schema.serviceDetails, asRichText("serviceDetails")),
    ...insertChunks(db, schema.projects, PROJECTS),
    // The day each post is dated, as every save writes it (the blog's list and feeds sort by it).
    ...insertChunks(
      db,
      schema.blogPosts,
      asRichText("blogPosts").map((post) => ({
        ...post,
        published_on: parseGermanDate(typeof post.date === "string" ? post.date : null),
      })),
    ),
    ...insertChunks(db, schema.shopProducts, asRichText("shopProducts")),
    ...insertChunks(db, schema.academyCourses, asRichText("academyCourses")),
    ...insertChunks(db, schema.events, asRichText("events", demoEvents(now))),
    ...insertChunks(db, schema.eventOrganizers, organizers),
    ...insertChunks(db, schema.eventRegistrations, registrations),
    ...insertChunks(db, schema.congressEvents, demoCongresses(now)),
    ...insertChunks(db, schema.congressSpeakers, speakers),
    ...insertChunks(db, schema.communityFeatures, COMMUNITY_FEATURES),
    ...insertChunks(db, schema.communityPosts, asRichText("communityPosts")),
    ...insertChunks(db, schema.communityStats, COMMUNITY_STATS),
    ...insertChunks(db, schema.redirectLinks, REDIRECT_LINKS),
    ...insertChunks(db, schema.legalPages, LEGAL_PAGES),
    ...insertChunks(db, schema.pageContents, PAGE_CONTENTS),
    // The word index made from the rows above (decision 0072).
    ...rebuildStatements(db, types),
  ];

  try {
    await db.batch([first!, ...rest]);
  } catch (error) {
    // Lost a race against a concurrent seed: the other one did the work.
    if (await hasGeneralSettings(db)) return { seeded: false };
    throw error;
  }
  return { seeded: true };
}
