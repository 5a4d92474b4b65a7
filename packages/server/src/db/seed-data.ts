/**
 * The four sector brands, their registration pages' branding and their starter topics, created
 * on first start: the one source of the brands' texts (migration 0008 gave databases seeded
 * before it the same ones). Fields left out take the column defaults (the LinkedIn network, the
 * six Quick Links of SPEC section 2).
 */
export interface BrandSeed {
  name: string;
  slug: string;
  description: string;
  baseUrl: string;
  primaryColor: string;
  accentColor: string;
  tagline: string;
  introText: string;
  footerBlurb: string;
  socialUrl: string;
  /** 'Join Now' on CIO, which shows '...' while submitting (SPEC section 2); 'Join' elsewhere. */
  joinLabel: string;
  joinBusyLabel: string;
  topics: string[];
}

export const BRAND_SEEDS: BrandSeed[] = [
  {
    name: "CIO",
    slug: "cio",
    description: "CIO Website",
    baseUrl: "https://cio.example.com",
    primaryColor: "#0b3d91",
    accentColor: "#f5a623",
    tagline: "Where technology leaders shape what comes next",
    introText:
      "The CIO community brings together chief information officers and the technology leaders who work with them. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.",
    footerBlurb:
      "CIO brings technology leaders the news, analysis and peer conversations that help them run IT as a driver of the business: from cloud and security to data, AI and the teams that deliver them.",
    socialUrl: "https://www.linkedin.com/company/cio-community",
    joinLabel: "Join Now",
    joinBusyLabel: "...",
    topics: [
      "Artificial Intelligence",
      "Cloud Computing",
      "Cybersecurity",
      "Data & Analytics",
      "DevOps",
      "Digital Transformation",
      "Enterprise Architecture",
      "Infrastructure & Networking",
      "IT Governance & Risk",
      "IT Leadership",
    ],
  },
  {
    name: "CMO",
    slug: "cmo",
    description: "CMO Website",
    baseUrl: "https://cmo.example.com",
    primaryColor: "#7a1f5c",
    accentColor: "#ff6f61",
    tagline: "Ideas and insight for marketing leaders",
    introText:
      "The CMO community brings together chief marketing officers and the marketing leaders who grow brands. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.",
    footerBlurb:
      "CMO is where marketing leaders follow the ideas, research and campaigns reshaping their field, from brand and content to analytics and the technology behind modern marketing.",
    socialUrl: "https://www.linkedin.com/company/cmo-community",
    joinLabel: "Join",
    joinBusyLabel: "",
    topics: [
      "Brand Strategy",
      "Content Marketing",
      "Customer Experience",
      "Demand Generation",
      "Digital Advertising",
      "Marketing Analytics",
      "Marketing Leadership",
      "Marketing Technology",
      "Public Relations",
      "Social Media",
    ],
  },
  {
    name: "CHRO",
    slug: "chro",
    description: "CHRO Website",
    baseUrl: "https://chro.example.com",
    primaryColor: "#0f6e5a",
    accentColor: "#f2c14e",
    tagline: "The community for people and culture leaders",
    introText:
      "The CHRO community brings together chief human resources officers and the leaders of people and culture. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.",
    footerBlurb:
      "CHRO keeps people leaders ahead on talent, culture, learning and the future of work, with practical insight from the executives building the workplaces of tomorrow.",
    socialUrl: "https://www.linkedin.com/company/chro-community",
    joinLabel: "Join",
    joinBusyLabel: "",
    topics: [
      "Compensation & Benefits",
      "Diversity, Equity & Inclusion",
      "Employee Experience",
      "HR Technology",
      "Hybrid Work",
      "Leadership Development",
      "Learning & Development",
      "People Analytics",
      "Talent Acquisition",
      "Workforce Planning",
    ],
  },
  {
    name: "CRO",
    slug: "cro",
    description: "CRO Website",
    baseUrl: "https://cro.example.com",
    primaryColor: "#8a1c1c",
    accentColor: "#2bb3a3",
    tagline: "Strategies that grow revenue",
    introText:
      "The CRO community brings together chief revenue officers and the sales and revenue leaders who drive growth. Membership is free and gives you reports, whitepapers, interviews and event invitations matched to the topics that matter to you.",
    footerBlurb:
      "CRO brings revenue leaders the strategies, research and peer stories behind predictable growth, across sales, customer success, revenue operations and partnerships.",
    socialUrl: "https://www.linkedin.com/company/cro-community",
    joinLabel: "Join",
    joinBusyLabel: "",
    topics: [
      "Account-Based Marketing",
      "CRM & Sales Technology",
      "Customer Success",
      "Negotiation",
      "Partner & Channel Sales",
      "Pricing Strategy",
      "Revenue Operations",
      "Sales Enablement",
      "Sales Forecasting",
      "Sales Leadership",
    ],
  },
];
