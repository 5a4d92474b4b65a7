/**
 * Fifty topics per company. The four seeded brands already have ten each (seed-data.ts); the
 * load adds the rest and skips names that exist, so these lists repeat the seeded ten.
 */
export interface CompanyTopics {
  name: string;
  topics: string[];
}

// biome-ignore format: a data table, kept compact (one line per few topics)
export const COMPANY_TOPICS: CompanyTopics[] = [
  {
    name: "CIO",
    topics: [
      "Artificial Intelligence", "Cloud Computing", "Cybersecurity", "Data & Analytics", "DevOps",
      "Digital Transformation", "Enterprise Architecture", "Infrastructure & Networking",
      "IT Governance & Risk", "IT Leadership", "Application Modernization", "API Management",
      "Automation & RPA", "Business Continuity", "Business Intelligence", "Change Management",
      "Collaboration Tools", "Data Centers", "Data Governance", "Data Privacy",
      "Developer Experience", "Digital Workplace", "Disaster Recovery", "Edge Computing",
      "Emerging Technology", "Enterprise Software", "ERP Systems", "FinOps", "Generative AI",
      "Hybrid Cloud", "Identity & Access Management", "Internet of Things", "IT Budgeting",
      "IT Operations", "IT Service Management", "IT Talent & Skills", "Low-Code Development",
      "Machine Learning", "Mobile Strategy", "Multicloud Strategy", "Network Security",
      "Open Source", "Platform Engineering", "Product Management", "Project Management",
      "SaaS Management", "Software Development", "Sustainability in IT", "Technology Procurement",
      "Vendor Management",
    ],
  },
  {
    name: "CMO",
    topics: [
      "Brand Strategy", "Content Marketing", "Customer Experience", "Demand Generation",
      "Digital Advertising", "Marketing Analytics", "Marketing Leadership", "Marketing Technology",
      "Public Relations", "Social Media", "Affiliate Marketing", "Agency Management",
      "B2B Marketing", "Brand Purpose", "Campaign Management", "Community Building",
      "Competitive Intelligence", "Conversion Optimization", "Creative Strategy",
      "Crisis Communications", "Customer Data Platforms", "Customer Journey Mapping",
      "Customer Loyalty", "Customer Retention", "Email Marketing", "Event Marketing",
      "Experiential Marketing", "Growth Marketing", "Influencer Marketing", "Integrated Marketing",
      "Market Research", "Marketing Attribution", "Marketing Automation", "Marketing Budgets",
      "Marketing Operations", "Mobile Marketing", "Omnichannel Strategy", "Partner Marketing",
      "Personalization", "Product Marketing", "Retail Media", "Search Engine Optimization",
      "Sponsorships", "Video Marketing", "Voice of the Customer", "Web Analytics",
      "Pricing & Promotions", "Podcasting", "Thought Leadership", "Marketing Talent",
    ],
  },
  {
    name: "CHRO",
    topics: [
      "Compensation & Benefits", "Diversity, Equity & Inclusion", "Employee Experience",
      "HR Technology", "Hybrid Work", "Leadership Development", "Learning & Development",
      "People Analytics", "Talent Acquisition", "Workforce Planning", "Change Leadership",
      "Coaching & Mentoring", "Culture & Values", "Employee Engagement", "Employee Wellbeing",
      "Employer Branding", "Executive Compensation", "Flexible Work", "Future of Work",
      "Gig Economy", "Global Mobility", "HR Compliance", "HR Operations", "HR Strategy",
      "Internal Mobility", "Labor Relations", "Mental Health at Work", "Mergers & Integration",
      "Onboarding", "Organizational Design", "Pay Equity", "Payroll", "Pensions & Retirement",
      "Performance Management", "Recognition & Rewards", "Remote Teams", "Reskilling & Upskilling",
      "Retention Strategy", "Skills-Based Hiring", "Succession Planning", "Talent Management",
      "Team Effectiveness", "Total Rewards", "Workplace Safety", "Workforce Analytics",
      "Early Careers", "Employee Relations", "Return to Office", "Leadership Coaching",
      "Board & Governance",
    ],
  },
  {
    name: "CRO",
    topics: [
      "Account-Based Marketing", "CRM & Sales Technology", "Customer Success", "Negotiation",
      "Partner & Channel Sales", "Pricing Strategy", "Revenue Operations", "Sales Enablement",
      "Sales Forecasting", "Sales Leadership", "Account Management", "Buyer Intent Data",
      "Channel Incentives", "Churn Reduction", "Commission Planning", "Conversation Intelligence",
      "Cross-Selling & Upselling", "Customer Acquisition Cost", "Deal Desk", "Enterprise Sales",
      "Field Sales", "Go-to-Market Strategy", "Inside Sales", "Key Account Management",
      "Lead Scoring", "Marketplace Selling", "Net Revenue Retention", "Outbound Prospecting",
      "Pipeline Management", "Product-Led Growth", "Quota Setting", "Renewals",
      "Revenue Intelligence", "Sales Coaching", "Sales Compensation", "Sales Development",
      "Sales Hiring", "Sales Methodology", "Sales Operations", "Sales Performance",
      "Sales Productivity", "Sales Territory Planning", "Social Selling", "Solution Selling",
      "Strategic Partnerships", "Subscription Revenue", "Customer Lifetime Value",
      "Sales Analytics", "Value Selling", "Win-Loss Analysis",
    ],
  },
  {
    name: "CFO",
    topics: [
      "Accounts Payable", "Accounts Receivable", "Audit & Assurance", "Budgeting & Forecasting",
      "Capital Allocation", "Capital Markets", "Cash Management", "Corporate Development",
      "Corporate Governance", "Cost Optimization", "Credit Risk", "Debt Financing", "ESG Reporting",
      "Enterprise Risk Management", "Equity Financing", "Finance Automation", "Finance Leadership",
      "Finance Transformation", "Financial Close", "Financial Planning & Analysis",
      "Financial Reporting", "Fraud Prevention", "Internal Controls", "Investor Relations",
      "IPO Readiness", "Lease Accounting", "Liquidity Management", "Mergers & Acquisitions",
      "Procurement", "Profitability Analysis", "Regulatory Compliance", "Revenue Recognition",
      "Scenario Planning", "Shared Services", "Spend Management", "Strategic Finance",
      "Supply Chain Finance", "Tax Strategy", "Transfer Pricing", "Treasury Management",
      "Valuation", "Venture Capital", "Working Capital", "Payments", "Inflation & Interest Rates",
      "Pricing & Margins", "Board Reporting", "Finance Talent", "Data-Driven Finance",
      "Private Equity",
    ],
  },
  {
    name: "CISO",
    topics: [
      "Application Security", "Attack Surface Management", "Board Cyber Reporting",
      "Cloud Security", "Compliance & Audit", "Cyber Insurance", "Cyber Resilience",
      "Data Loss Prevention", "Data Security", "DevSecOps", "Digital Forensics", "Email Security",
      "Encryption", "Endpoint Security", "Firewall Management", "Governance, Risk & Compliance",
      "Identity Security", "Incident Response", "Insider Threats", "IoT Security",
      "Malware Analysis", "Managed Security Services", "Mobile Security",
      "Network Detection & Response", "OT Security", "Passwordless Authentication",
      "Patch Management", "Penetration Testing", "Phishing Defense", "Privacy Engineering",
      "Privileged Access Management", "Ransomware", "Red Teaming", "Secure Access Service Edge",
      "Security Architecture", "Security Awareness Training", "Security Budgets",
      "Security Operations Center", "SIEM", "Software Supply Chain Security", "Third-Party Risk",
      "Threat Hunting", "Threat Intelligence", "Vulnerability Management", "Zero Trust",
      "AI Security", "API Security", "Security Leadership", "Security Metrics",
      "Cloud-Native Security",
    ],
  },
];
