/**
 * The sample members of a fresh start (DEMO_DATA): first brand, further brands, topics
 * chosen there, and when they joined. Addresses are on example.com (reserved: no mail ever
 * reaches anybody); their password is random and thrown away, so nobody can sign in as them.
 */
export interface DemoMember {
  firstname: string;
  lastname: string;
  email: string;
  jobTitle: string;
  company: string;
  /** The brands they belong to, the first one first (users.joined_thru). */
  brands: string[];
  /** Topic names in any of their brands. */
  topics: string[];
  joinedDaysAgo: number;
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    firstname: "Priya",
    lastname: "Raman",
    email: "priya.raman@demo.example.com",
    jobTitle: "Chief Information Officer",
    company: "Northwind Logistics",
    brands: ["CIO"],
    topics: ["Artificial Intelligence", "Cloud Computing", "IT Leadership", "Data & Analytics"],
    joinedDaysAgo: 28,
  },
  {
    firstname: "Daniel",
    lastname: "Okafor",
    email: "daniel.okafor@demo.example.com",
    jobTitle: "Head of Infrastructure",
    company: "Contoso Health",
    brands: ["CIO"],
    topics: ["Cybersecurity", "Infrastructure & Networking", "DevOps", "IT Governance & Risk"],
    joinedDaysAgo: 21,
  },
  {
    firstname: "Marta",
    lastname: "Kowalski",
    email: "marta.kowalski@demo.example.com",
    jobTitle: "VP Digital Transformation",
    company: "Fabrikam Retail",
    brands: ["CIO", "CMO"],
    topics: [
      "Digital Transformation",
      "Enterprise Architecture",
      "Cloud Computing",
      "Customer Experience",
      "Marketing Technology",
    ],
    joinedDaysAgo: 12,
  },
  {
    firstname: "Lucas",
    lastname: "Moreau",
    email: "lucas.moreau@demo.example.com",
    jobTitle: "Chief Marketing Officer",
    company: "Tailspin Travel",
    brands: ["CMO"],
    topics: ["Brand Strategy", "Marketing Leadership", "Digital Advertising", "Social Media"],
    joinedDaysAgo: 25,
  },
  {
    firstname: "Aiko",
    lastname: "Tanaka",
    email: "aiko.tanaka@demo.example.com",
    jobTitle: "Director of Demand Generation",
    company: "Litware Software",
    brands: ["CMO", "CRO"],
    topics: [
      "Demand Generation",
      "Marketing Analytics",
      "Content Marketing",
      "Account-Based Marketing",
      "Revenue Operations",
    ],
    joinedDaysAgo: 9,
  },
  {
    firstname: "Grace",
    lastname: "Mensah",
    email: "grace.mensah@demo.example.com",
    jobTitle: "Chief People Officer",
    company: "Woodgrove Bank",
    brands: ["CHRO"],
    topics: ["Employee Experience", "Hybrid Work", "Leadership Development", "People Analytics"],
    joinedDaysAgo: 18,
  },
  {
    firstname: "Tomás",
    lastname: "García",
    email: "tomas.garcia@demo.example.com",
    jobTitle: "Head of Talent Acquisition",
    company: "Adventure Works",
    brands: ["CHRO"],
    topics: ["Talent Acquisition", "HR Technology", "Workforce Planning", "Learning & Development"],
    joinedDaysAgo: 6,
  },
  {
    firstname: "Sofia",
    lastname: "Lindqvist",
    email: "sofia.lindqvist@demo.example.com",
    jobTitle: "Chief Revenue Officer",
    company: "Proseware",
    brands: ["CRO"],
    topics: ["Sales Leadership", "Sales Forecasting", "Pricing Strategy", "Customer Success"],
    joinedDaysAgo: 15,
  },
  {
    firstname: "Ethan",
    lastname: "Brooks",
    email: "ethan.brooks@demo.example.com",
    jobTitle: "Director of Revenue Operations",
    company: "Alpine Ski House",
    brands: ["CRO", "CIO"],
    topics: [
      "CRM & Sales Technology",
      "Sales Enablement",
      "Revenue Operations",
      "Data & Analytics",
    ],
    joinedDaysAgo: 3,
  },
];
