import type { JobFunction, Seniority } from "./firmographics";

/**
 * Seniority and job function suggested from a free-text job title ("VP Marketing" → vp /
 * marketing). Only a suggestion: the member confirms or changes it, and a title that matches
 * no rule suggests nothing rather than a guess. Shared so the profile form can show what the
 * server would derive.
 */
export interface DerivedFromTitle {
  seniority?: Seniority;
  job_function?: JobFunction;
}

/** Lower case, "&" as "and", punctuation as spaces: "Sr. VP, R&D" → "sr vp r and d". */
const normalise = (title: string) =>
  ` ${title
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** Whole words or phrases, matched on the normalised title's space-padded form. */
const has = (title: string, words: readonly string[]) =>
  words.some((word) => title.includes(` ${word} `));

const C_LEVEL_ABBREVIATIONS = [
  "ceo",
  "cto",
  "cio",
  "cfo",
  "cmo",
  "coo",
  "cro",
  "chro",
  "cdo",
  "ciso",
  "cso",
  "cpo",
  "cco",
  "clo",
  "cxo",
];

/** Highest first: the first rule that matches decides. */
const SENIORITY_RULES: readonly [Seniority, readonly string[]][] = [
  ["vp", ["vp", "svp", "evp", "avp", "vice president", "vicepresident"]],
  // A chief of staff runs an office for a chief, not a function of their own.
  ["director", ["chief of staff"]],
  [
    "c_level",
    [
      "chief",
      ...C_LEVEL_ABBREVIATIONS,
      "president",
      "founder",
      "co founder",
      "cofounder",
      "owner",
      "managing director",
      "managing partner",
    ],
  ],
  ["director", ["director", "head", "directeur", "dir", "general counsel"]],
  // An account manager looks after customers' accounts, not people: a seller.
  ["individual", ["account manager", "account executive"]],
  ["manager", ["manager", "mgr", "supervisor", "team lead", "team leader", "superintendent"]],
  [
    "individual",
    [
      "engineer",
      "developer",
      "programmer",
      "analyst",
      "specialist",
      "coordinator",
      "associate",
      "consultant",
      "administrator",
      "admin",
      "designer",
      "executive",
      "representative",
      "rep",
      "scientist",
      "architect",
      "accountant",
      "assistant",
      "intern",
      "advisor",
      "adviser",
      "technician",
      "writer",
      "editor",
      "recruiter",
      "strategist",
      "planner",
      "buyer",
      "clerk",
      "agent",
      "attorney",
      "lawyer",
      "counsel",
      "paralegal",
      "auditor",
      "officer",
      "partner",
      "generalist",
      "tester",
    ],
  ],
];

/** Most specific first: "IT security" is security, "sales operations" is sales. */
const FUNCTION_RULES: readonly [JobFunction, readonly string[]][] = [
  ["security", ["ciso", "security", "cyber", "cybersecurity", "infosec"]],
  ["data", ["data", "cdo", "analytics", "business intelligence", "bi", "machine learning", "ai"]],
  [
    "hr",
    [
      "hr",
      "chro",
      "human resources",
      "human resource",
      "people",
      "talent",
      "recruiter",
      "recruiting",
      "recruitment",
      "hrbp",
      "learning and development",
      "payroll",
      "compensation",
      "benefits",
    ],
  ],
  [
    "finance",
    [
      "cfo",
      "finance",
      "financial",
      "accountant",
      "accounting",
      "accounts",
      "controller",
      "comptroller",
      "treasurer",
      "treasury",
      "fp and a",
      "tax",
      "audit",
      "auditor",
      "investor relations",
    ],
  ],
  ["legal", ["clo", "legal", "counsel", "lawyer", "attorney", "paralegal", "compliance"]],
  ["procurement", ["procurement", "purchasing", "buyer", "sourcing", "vendor management"]],
  [
    "marketing",
    [
      "cmo",
      "marketing",
      "marketer",
      "brand",
      "content",
      "communications",
      "comms",
      "seo",
      "growth",
      "demand generation",
      "public relations",
      "pr",
      "social media",
      "digital",
    ],
  ],
  [
    "customer_success",
    [
      "customer success",
      "customer service",
      "customer support",
      "customer experience",
      "support",
      "client services",
    ],
  ],
  [
    "sales",
    [
      "cro",
      "sales",
      "revenue",
      "account executive",
      "account manager",
      "business development",
      "bdr",
      "sdr",
      "commercial",
      "channel",
      "partnerships",
    ],
  ],
  [
    "engineering",
    [
      "cto",
      "technology officer",
      "engineer",
      "engineering",
      "developer",
      "software",
      "programmer",
      "devops",
      "sre",
      "qa",
      "r and d",
      "research and development",
      "architect",
      "tester",
    ],
  ],
  [
    "it",
    [
      "cio",
      "information officer",
      "it",
      "information technology",
      "information systems",
      "infrastructure",
      "network",
      "systems administrator",
      "sysadmin",
      "helpdesk",
      "help desk",
      "service desk",
      "technology",
      "digital transformation",
      "cloud",
    ],
  ],
  [
    "operations",
    [
      "coo",
      "operations",
      "operating",
      "ops",
      "supply chain",
      "logistics",
      "facilities",
      "office manager",
    ],
  ],
  [
    "general_management",
    [
      "ceo",
      "executive officer",
      "president",
      "founder",
      "co founder",
      "cofounder",
      "owner",
      "managing director",
      "general manager",
      "managing partner",
    ],
  ],
];

const firstMatch = <T>(title: string, rules: readonly [T, readonly string[]][]) =>
  rules.find(([, words]) => has(title, words))?.[0];

export const deriveFromJobTitle = (jobTitle: string | null | undefined): DerivedFromTitle => {
  const title = normalise(jobTitle ?? "");
  if (title.trim() === "") return {};
  const seniority = firstMatch(title, SENIORITY_RULES);
  const jobFunction = firstMatch(title, FUNCTION_RULES);
  return {
    ...(seniority ? { seniority } : {}),
    ...(jobFunction ? { job_function: jobFunction } : {}),
  };
};
