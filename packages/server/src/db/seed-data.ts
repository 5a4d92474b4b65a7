/** The four sector brands and their starter topics, created on first start. */
export interface BrandSeed {
  name: string;
  slug: string;
  description: string;
  baseUrl: string;
  primaryColor: string;
  accentColor: string;
  tagline: string;
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
