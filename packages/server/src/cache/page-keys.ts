/**
 * Keys of the cached pages. Each names the company whose resources the page lists first ("*"
 * when it lists every company's), so a change of one company's resources forgets only the
 * pages that can show them (src/cache/read-caches.ts); a feed page's key also names its topics.
 */
const ANY_COMPANY = "*";

/** A page (or count) of the archive, which lists one company's resources or all of them. */
export const archiveKey = (companyId: number | undefined, rest: string) =>
  `${companyId ?? ANY_COMPANY}|${rest}`;

/** Whether a change of `companyId`'s resources can reach the archive entry of `key`. */
export const archiveKeyTouched = (key: string, companyId: number) =>
  key.startsWith(`${ANY_COMPANY}|`) || key.startsWith(`${companyId}|`);

/** A feed page: the company, its topics (sorted ids, none: every resource) and where it starts. */
export const feedPageKey = (companyId: number, topicIds: readonly number[], start: string) =>
  `${companyId}|${topicIds.join(",")}|${start}`;

/**
 * Whether a change of `companyId`'s resources tagged with any of `topicIds` (null: any of its
 * resources or topics) can reach the feed page of `key`: a page of that company without
 * topics lists every resource of it; one with topics, the resources sharing one of them.
 */
export const feedPageTouched = (
  key: string,
  companyId: number,
  topicIds: ReadonlySet<number> | null,
) => {
  const company = `${companyId}|`;
  if (!key.startsWith(company)) return false;
  const topics = key.slice(company.length, key.indexOf("|", company.length));
  if (topicIds === null || topics === "") return true;
  return topics.split(",").some((id) => topicIds.has(Number(id)));
};
