/**
 * Words the generator draws from. Arrays go to PostgreSQL as parameters and are indexed there
 * by a hash of each row's id, so the load is computed server-side and the same on every run.
 */

/** Brands added beside the four seeded ones (CIO, CMO, CHRO, CRO). */
export const EXTRA_COMPANIES = [
  {
    name: "CFO",
    baseUrl: "https://cfo.example.com",
    description: "CFO Website",
    primaryColor: "#1f4e3d",
    accentColor: "#c9a227",
    tagline: "Insight for finance leaders",
  },
  {
    name: "CISO",
    baseUrl: "https://ciso.example.com",
    description: "CISO Website",
    primaryColor: "#2d2a4a",
    accentColor: "#e94f37",
    tagline: "The security leader's briefing",
  },
];

/**
 * The search benchmark's rare word: it appears in the titles of exactly the resources whose id
 * is RARE_WORD_REMAINDER modulo 100 (1%), and nowhere else (no template, topic or company name
 * contains it).
 */
export const RARE_WORD = "Quantum";
export const RARE_WORD_REMAINDER = 42;

/** {topic} = the resource's first topic, {role} = its company, {year} and {n} as they read. */
// biome-ignore format: a data table
export const TITLE_TEMPLATES = [
  "The {year} State of {topic} Report",
  "{n} Ways {role}s Are Rethinking {topic}",
  "How to Build a Business Case for {topic}",
  "{topic}: What Every {role} Needs to Know in {year}",
  "Why {topic} Belongs on the Board Agenda",
  "Inside the {topic} Playbook of a Fortune 500 {role}",
  "Benchmarking {topic} Budgets for {year}",
  "A Practical Guide to {topic} for Mid-Market Companies",
  "{topic} Maturity Model: Where Does Your Team Stand?",
  "Webinar: Scaling {topic} Across Global Teams",
  "Case Study: How a Regional Bank Modernised {topic}",
  "The Hidden Costs of Neglecting {topic}",
  "{n} Metrics That Prove the Value of {topic}",
  "Ask the Experts: {topic} in an Uncertain Economy",
  "From Pilot to Production: Lessons in {topic}",
  "Checklist: Preparing Your {topic} Strategy for {year}",
  "Top {n} {topic} Trends to Watch in {year}",
  "What Peers Are Spending on {topic} This Year",
  "Podcast: A {role}'s Take on {topic}",
  "Report: {topic} Priorities Among {role}s in {year}",
  "{topic} Without the Hype: A Field Guide",
  "The {role} Roundtable on {topic}",
  "{n} Common {topic} Mistakes and How to Avoid Them",
  "Building a {topic} Team From Scratch",
  "Whitepaper: The Economics of {topic}",
  "Survey Results: {topic} Adoption in {year}",
  "How Leading Retailers Approach {topic}",
  "Rethinking {topic} After a Merger",
  "Interview: Making {topic} Work in a Regulated Industry",
  "The First 90 Days: A {role}'s {topic} Agenda",
  "Vendor Landscape: {topic} Platforms Compared",
  "{topic} in Healthcare: Lessons From the Front Line",
  "Measuring ROI on {topic} Investments",
  "Playbook: Aligning {topic} With Business Goals",
  "Infographic: {topic} by the Numbers",
  "{n} Questions to Ask Before Investing in {topic}",
];

/** Titles of the 1% that carry RARE_WORD. */
// biome-ignore format: a data table
export const RARE_TITLE_TEMPLATES = [
  "Quantum Computing and the Future of {topic}",
  "Is {topic} Ready for the Quantum Era?",
  "What Quantum Advances Mean for {topic} in {year}",
  "{n} Quantum Scenarios Every {role} Should Plan For",
];

// biome-ignore format: a data table
export const FIRST_NAMES = [
  "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David",
  "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah",
  "Charles", "Karen", "Christopher", "Lisa", "Daniel", "Nancy", "Matthew", "Betty", "Anthony",
  "Sandra", "Mark", "Margaret", "Steven", "Ashley", "Paul", "Kimberly", "Andrew", "Emily",
  "Joshua", "Donna", "Kenneth", "Michelle", "Kevin", "Carol", "Brian", "Amanda", "George",
  "Melissa", "Priya", "Wei", "Aisha", "Mateo", "Sofia", "Hiroshi", "Fatima", "Lars", "Ingrid",
  "Oluwaseun", "Chiara", "Rahul", "Ananya", "Diego", "Camila", "Noah", "Olivia", "Liam", "Emma",
];

// biome-ignore format: a data table
export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
  "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor",
  "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez",
  "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright",
  "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall",
  "Patel", "Kumar", "Chen", "Wang", "Kim", "Okafor", "Mensah", "Rossi", "Schmidt", "Novak",
  "Kowalski", "Larsen", "Dubois", "Tanaka", "Silva", "O'Brien", "Murphy", "Fischer", "Haddad",
];

// biome-ignore format: a data table
export const JOB_TITLES = [
  "Chief Information Officer", "Chief Marketing Officer", "Chief People Officer",
  "Chief Revenue Officer", "Chief Financial Officer", "Chief Information Security Officer",
  "VP of Engineering", "VP of Marketing", "VP of Sales", "VP of Finance", "VP of People",
  "Director of IT", "Director of Demand Generation", "Director of Talent",
  "Head of Security Operations", "Head of Data", "IT Manager", "Marketing Manager",
  "HR Business Partner", "Sales Manager", "Financial Controller", "Security Architect",
  "Enterprise Architect", "Product Manager", "Operations Manager", "Consultant", "Analyst",
  "Founder", "Managing Director", "General Counsel",
];

/** Members' employers; the e-mail domain is derived from the same entry. */
// biome-ignore format: a data table
export const EMPLOYERS = [
  "Northwind Traders", "Contoso", "Fabrikam", "Tailspin Toys", "Wide World Importers",
  "Adventure Works", "Litware", "Proseware", "Woodgrove Bank", "Coho Winery",
  "Alpine Ski House", "Blue Yonder Airlines", "City Power & Light", "Fourth Coffee",
  "Graphic Design Institute", "Humongous Insurance", "Lucerne Publishing", "Margie's Travel",
  "Relecloud", "Trey Research", "Wingtip Toys", "VanArsdel", "Southridge Video",
  "Bellows College", "Datum Corporation", "Consolidated Messenger", "Lamna Healthcare",
  "Munson's Pickles", "Nod Publishers", "School of Fine Art",
];

/** `northwind-traders.example.com` for "Northwind Traders". */
export const domainOf = (employer: string) =>
  `${employer
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.example.com`;

/**
 * Members' countries, drawn uniformly from this list: a country listed more than once is drawn
 * that many times as often (the United States most, then the United Kingdom and Germany).
 */
export const COUNTRY_MIX = [
  ...["US", "US", "US", "US", "GB", "GB", "GB", "DE", "DE", "FR", "NL", "IN", "IN", "CA"],
  ...["AU", "SG", "ES", "IT", "SE", "IE", "BE", "CH", "PL", "BR", "JP", "ZA", "AE", "DK"],
  ...["NO", "FI", "AT", "PT", "MX", "NZ"],
];
