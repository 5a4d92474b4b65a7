/**
 * The sample resources of a fresh start (DEMO_DATA), per brand: realistic B2B titles on the
 * brand's own site (its base_url + `path`), a thumbnail the app serves itself
 * (web/public/demo/{brand}-{kind}.svg), created `daysAgo` days before loading. Between them
 * they cover every starter topic of seed-data.ts (a test checks it).
 */
export type DemoThumbnail = "report" | "whitepaper" | "event" | "webinar";

export interface DemoResource {
  title: string;
  path: string;
  thumbnail: DemoThumbnail;
  topics: string[];
  daysAgo: number;
}

export const DEMO_RESOURCES: Record<string, DemoResource[]> = {
  CIO: [
    {
      title: "2026 State of Enterprise AI: From Pilots to Production",
      path: "/reports/state-of-enterprise-ai-2026",
      thumbnail: "report",
      topics: ["Artificial Intelligence", "Data & Analytics"],
      daysAgo: 2,
    },
    {
      title: "Zero Trust in Practice: A CISO Roundtable Whitepaper",
      path: "/whitepapers/zero-trust-in-practice",
      thumbnail: "whitepaper",
      topics: ["Cybersecurity", "IT Governance & Risk"],
      daysAgo: 5,
    },
    {
      title: "CIO Leadership Summit Europe 2026",
      path: "/events/leadership-summit-europe-2026",
      thumbnail: "event",
      topics: ["IT Leadership", "Digital Transformation"],
      daysAgo: 8,
    },
    {
      title: "Cutting Cloud Spend Without Slowing Delivery: The FinOps Playbook",
      path: "/whitepapers/finops-playbook",
      thumbnail: "whitepaper",
      topics: ["Cloud Computing", "DevOps"],
      daysAgo: 10,
    },
    {
      title: "Modernising Core Networks for Hybrid Work",
      path: "/reports/modernising-core-networks",
      thumbnail: "report",
      topics: ["Infrastructure & Networking"],
      daysAgo: 12,
    },
    {
      title: "Webinar: Designing an Enterprise Architecture for Composable Business",
      path: "/webinars/composable-enterprise-architecture",
      thumbnail: "webinar",
      topics: ["Enterprise Architecture", "Digital Transformation"],
      daysAgo: 15,
    },
    {
      title: "Platform Engineering Benchmark Report 2026",
      path: "/reports/platform-engineering-benchmark-2026",
      thumbnail: "report",
      topics: ["DevOps", "Cloud Computing"],
      daysAgo: 19,
    },
    {
      title: "Board-Ready Cyber Risk Reporting: A Practical Guide",
      path: "/whitepapers/board-ready-cyber-risk-reporting",
      thumbnail: "whitepaper",
      topics: ["IT Governance & Risk", "IT Leadership"],
      daysAgo: 24,
    },
    {
      title: "Data Platform Roundtable: Lakehouse Lessons from the Field",
      path: "/events/data-platform-roundtable",
      thumbnail: "event",
      topics: ["Data & Analytics", "Artificial Intelligence"],
      daysAgo: 30,
    },
  ],
  CMO: [
    {
      title: "The 2026 CMO Budget Benchmark",
      path: "/reports/cmo-budget-benchmark-2026",
      thumbnail: "report",
      topics: ["Marketing Leadership", "Marketing Analytics"],
      daysAgo: 1,
    },
    {
      title: "Building a Brand That Buyers Trust: Whitepaper",
      path: "/whitepapers/brand-buyers-trust",
      thumbnail: "whitepaper",
      topics: ["Brand Strategy", "Public Relations"],
      daysAgo: 4,
    },
    {
      title: "Content Marketing Summit 2026: Agenda and Registration",
      path: "/events/content-marketing-summit-2026",
      thumbnail: "event",
      topics: ["Content Marketing", "Social Media"],
      daysAgo: 7,
    },
    {
      title: "Measuring Pipeline Impact: A Demand Generation Field Guide",
      path: "/whitepapers/demand-generation-field-guide",
      thumbnail: "whitepaper",
      topics: ["Demand Generation", "Marketing Analytics"],
      daysAgo: 11,
    },
    {
      title: "Webinar: Customer Journeys That Convert in 2026",
      path: "/webinars/customer-journeys-that-convert",
      thumbnail: "webinar",
      topics: ["Customer Experience", "Marketing Technology"],
      daysAgo: 14,
    },
    {
      title: "Retail Media and the Future of Digital Advertising",
      path: "/reports/retail-media-digital-advertising",
      thumbnail: "report",
      topics: ["Digital Advertising"],
      daysAgo: 18,
    },
    {
      title: "MarTech Stack Consolidation Survey Results",
      path: "/reports/martech-consolidation-survey",
      thumbnail: "report",
      topics: ["Marketing Technology", "Marketing Leadership"],
      daysAgo: 22,
    },
    {
      title: "Crisis Communications Playbook for Marketing Leaders",
      path: "/whitepapers/crisis-communications-playbook",
      thumbnail: "whitepaper",
      topics: ["Public Relations", "Brand Strategy"],
      daysAgo: 27,
    },
    {
      title: "Social Commerce Roundtable: What B2B Can Learn",
      path: "/events/social-commerce-roundtable",
      thumbnail: "event",
      topics: ["Social Media", "Content Marketing"],
      daysAgo: 33,
    },
  ],
  CHRO: [
    {
      title: "Global Employee Experience Index 2026",
      path: "/reports/employee-experience-index-2026",
      thumbnail: "report",
      topics: ["Employee Experience", "People Analytics"],
      daysAgo: 3,
    },
    {
      title: "Pay Transparency: Preparing Your Compensation Framework",
      path: "/whitepapers/pay-transparency-framework",
      thumbnail: "whitepaper",
      topics: ["Compensation & Benefits"],
      daysAgo: 6,
    },
    {
      title: "CHRO Forum 2026: The Future of Work",
      path: "/events/chro-forum-2026",
      thumbnail: "event",
      topics: ["Hybrid Work", "Workforce Planning"],
      daysAgo: 9,
    },
    {
      title: "Skills-Based Hiring: A Talent Acquisition Whitepaper",
      path: "/whitepapers/skills-based-hiring",
      thumbnail: "whitepaper",
      topics: ["Talent Acquisition", "Workforce Planning"],
      daysAgo: 13,
    },
    {
      title: "Webinar: Choosing an HR Tech Stack for a Hybrid Workforce",
      path: "/webinars/hr-tech-stack-hybrid-workforce",
      thumbnail: "webinar",
      topics: ["HR Technology", "Hybrid Work"],
      daysAgo: 16,
    },
    {
      title: "Inclusive Leadership Benchmark Report",
      path: "/reports/inclusive-leadership-benchmark",
      thumbnail: "report",
      topics: ["Diversity, Equity & Inclusion", "Leadership Development"],
      daysAgo: 20,
    },
    {
      title: "Building a Learning Culture: L&D Strategies That Scale",
      path: "/whitepapers/learning-culture-strategies",
      thumbnail: "whitepaper",
      topics: ["Learning & Development", "Employee Experience"],
      daysAgo: 25,
    },
    {
      title: "People Analytics Roundtable: From Dashboards to Decisions",
      path: "/events/people-analytics-roundtable",
      thumbnail: "event",
      topics: ["People Analytics", "HR Technology"],
      daysAgo: 29,
    },
    {
      title: "Developing the Next Generation of Leaders: Research Brief",
      path: "/reports/next-generation-leaders",
      thumbnail: "report",
      topics: ["Leadership Development", "Learning & Development"],
      daysAgo: 35,
    },
  ],
  CRO: [
    {
      title: "2026 Revenue Operations Benchmark Report",
      path: "/reports/revenue-operations-benchmark-2026",
      thumbnail: "report",
      topics: ["Revenue Operations", "Sales Forecasting"],
      daysAgo: 2,
    },
    {
      title: "Value-Based Pricing for SaaS: A Whitepaper",
      path: "/whitepapers/value-based-pricing-saas",
      thumbnail: "whitepaper",
      topics: ["Pricing Strategy", "Negotiation"],
      daysAgo: 5,
    },
    {
      title: "CRO Summit North America 2026",
      path: "/events/cro-summit-north-america-2026",
      thumbnail: "event",
      topics: ["Sales Leadership", "Partner & Channel Sales"],
      daysAgo: 9,
    },
    {
      title: "Webinar: AI in the CRM — What Actually Moves Win Rates",
      path: "/webinars/ai-in-the-crm",
      thumbnail: "webinar",
      topics: ["CRM & Sales Technology", "Sales Enablement"],
      daysAgo: 12,
    },
    {
      title: "Net Revenue Retention Playbook for Customer Success Leaders",
      path: "/whitepapers/net-revenue-retention-playbook",
      thumbnail: "whitepaper",
      topics: ["Customer Success"],
      daysAgo: 15,
    },
    {
      title: "Account-Based Marketing and Sales Alignment Survey",
      path: "/reports/abm-alignment-survey",
      thumbnail: "report",
      topics: ["Account-Based Marketing", "Sales Leadership"],
      daysAgo: 19,
    },
    {
      title: "Forecast Accuracy: Methods of the Top Quartile",
      path: "/reports/forecast-accuracy-top-quartile",
      thumbnail: "report",
      topics: ["Sales Forecasting", "Revenue Operations"],
      daysAgo: 23,
    },
    {
      title: "Building a Partner Ecosystem That Sells",
      path: "/whitepapers/partner-ecosystem-that-sells",
      thumbnail: "whitepaper",
      topics: ["Partner & Channel Sales", "Account-Based Marketing"],
      daysAgo: 28,
    },
    {
      title: "Negotiation Masterclass for Enterprise Deals",
      path: "/events/negotiation-masterclass",
      thumbnail: "event",
      topics: ["Negotiation", "Sales Enablement"],
      daysAgo: 34,
    },
  ],
};
