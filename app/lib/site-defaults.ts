/** The spec's contact fallbacks (public-site.md section 9) for when general settings are empty. */
export const CONTACT_FALLBACKS = {
  email: "info@example.com",
  phone: "+49 123 456789",
  location: { de: "Deutschland", en: "Germany" },
  responseTime: { de: "Innerhalb von 24 Stunden", en: "Within 24 hours" },
  companyName: "Academy",
  slogan: {
    de: "Gemeinsam zu mehr Glück und Lebensfreude.",
    en: "Together towards more happiness and joy in life.",
  },
} as const;

export const COPYRIGHT_YEAR = 2025;

/** Stock photos per page when no hero image is configured (public-site.md 2.2). */
export const HERO_FALLBACK_IMAGES: Record<string, string> = {
  home: "https://images.unsplash.com/photo-1506126613408-eca07ce68773?w=1600&q=70&auto=format",
  about: "https://images.unsplash.com/photo-1522202176988-66273c2fd55f?w=1600&q=70&auto=format",
  services: "https://images.unsplash.com/photo-1552664730-d307ca884978?w=1600&q=70&auto=format",
  projects: "https://images.unsplash.com/photo-1460925895917-afdab827c52f?w=1600&q=70&auto=format",
  kontakt: "https://images.unsplash.com/photo-1423666639041-f56000c27a9a?w=1600&q=70&auto=format",
  blog: "https://images.unsplash.com/photo-1499750310107-5fef28a66643?w=1600&q=70&auto=format",
  shop: "https://images.unsplash.com/photo-1441986300917-64674bd600d8?w=1600&q=70&auto=format",
  academy: "https://images.unsplash.com/photo-1523240795612-9a054b0db644?w=1600&q=70&auto=format",
  events: "https://images.unsplash.com/photo-1540575467063-178a50c2df87?w=1600&q=70&auto=format",
  kongress: "https://images.unsplash.com/photo-1475721027785-f74eccf877e2?w=1600&q=70&auto=format",
  community: "https://images.unsplash.com/photo-1529156069898-49953e39b3ac?w=1600&q=70&auto=format",
  weiterleitungen: "https://images.unsplash.com/photo-1451187580459-43490279c0fa?w=1600&q=70&auto=format",
};

/** The three stock slides used when there are no hero rows (public-site.md section 4). */
export const STOCK_SLIDES = [
  "https://images.unsplash.com/photo-1506126613408-eca07ce68773?w=1600&q=70&auto=format",
  "https://images.unsplash.com/photo-1500530855697-b586d89ba3ee?w=1600&q=70&auto=format",
  "https://images.unsplash.com/photo-1469474968028-56623f02e42e?w=1600&q=70&auto=format",
];

export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><rect width="800" height="500" fill="#cbd5e1"/><path d="M330 300l60-80 50 60 30-40 70 60z" fill="#94a3b8"/><circle cx="360" cy="200" r="25" fill="#94a3b8"/></svg>',
  );
