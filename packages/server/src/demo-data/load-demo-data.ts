import { randomBytes } from "node:crypto";
import type { DemoDataSummary } from "@sector/shared";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { type DemoRecordKind, demoRecords } from "../db/demo-schema";
import { events } from "../db/events-schema";
import { memberships, resourcePreferences, resources, userPreferences, users } from "../db/schema";
import { hashPassword } from "../lib/password-hash";
import { type DemoBrand, readBrands } from "./demo-catalogue";
import { type DemoClock, demoClock } from "./demo-clock";
import { writeDemoEdition } from "./demo-edition";
import { demoEventOf } from "./demo-events";
import { DEMO_MEMBERS } from "./demo-members";
import { writeDemoOpens } from "./demo-opens";
import { DEMO_RESOURCES } from "./demo-resources";
import { readDemoSummary } from "./demo-summary";
import type { LoadedMember, LoadedResource } from "./loaded-rows";

const brandOf = (brands: Map<string, DemoBrand>, name: string) => {
  const brand = brands.get(name);
  if (!brand) throw new Error(`demo data: no brand ${name}`);
  return brand;
};

const topicId = (brand: DemoBrand, name: string) => {
  const id = brand.topics.get(name);
  if (id === undefined) throw new Error(`demo data: no topic ${name} in ${brand.name}`);
  return id;
};

const writeResources = async (
  tx: Executor,
  brands: Map<string, DemoBrand>,
  clock: DemoClock,
  publicUrl: string,
): Promise<LoadedResource[]> => {
  const planned = Object.entries(DEMO_RESOURCES).flatMap(([name, list]) => {
    const brand = brandOf(brands, name);
    return list.map((r) => ({
      brand,
      createdAt: clock.daysAgo(r.daysAgo),
      thumbnail: r.thumbnail,
      topicIds: r.topics.map((t) => topicId(brand, t)),
      row: {
        title: r.title,
        // Served by this app from the web app's public folder: no outside host.
        imageBg: `${publicUrl}/demo/${name.toLowerCase()}-${r.thumbnail}.svg`,
        resourceUrl: `${brand.baseUrl}${r.path}`,
        companyId: brand.id,
      },
    }));
  });
  const inserted = await tx
    .insert(resources)
    .values(planned.map((p) => ({ ...p.row, createdAt: p.createdAt, updatedAt: p.createdAt })))
    .returning({ id: resources.id });
  const loaded = planned.map((p, i) => {
    const id = inserted[i]?.id;
    if (id === undefined) throw new Error("demo data: a resource was not stored");
    return { id, companyId: p.brand.id, createdAt: p.createdAt, topicIds: p.topicIds };
  });
  await tx
    .insert(resourcePreferences)
    .values(
      loaded.flatMap((r) => r.topicIds.map((preferenceId) => ({ resourceId: r.id, preferenceId }))),
    );
  const eventRows = planned.flatMap((p, i) => {
    const id = loaded[i]?.id;
    const event = demoEventOf(p.thumbnail, i, p.row.resourceUrl, clock.now);
    return id === undefined || event === null ? [] : [{ resourceId: id, ...event }];
  });
  if (eventRows.length > 0) await tx.insert(events).values(eventRows);
  return loaded;
};

const writeMembers = async (
  tx: Executor,
  brands: Map<string, DemoBrand>,
  clock: DemoClock,
  passwordHash: string,
): Promise<LoadedMember[]> => {
  const planned = DEMO_MEMBERS.map((m) => {
    const memberBrands = m.brands.map((name) => brandOf(brands, name));
    const topicIds = m.topics.map((topic) => {
      const brand = memberBrands.find((b) => b.topics.has(topic));
      if (!brand) throw new Error(`demo data: ${topic} is in none of ${m.email}'s brands`);
      return topicId(brand, topic);
    });
    return { m, memberBrands, topicIds, createdAt: clock.daysAgo(m.joinedDaysAgo) };
  });
  // One statement: the signup_days trigger counts them as the sign-ups of their days.
  const inserted = await tx
    .insert(users)
    .values(
      planned.map(({ m, memberBrands, createdAt }) => ({
        firstname: m.firstname,
        lastname: m.lastname,
        email: m.email,
        mobileNumber: "0000000000",
        passwordHash,
        jobTitle: m.jobTitle,
        userCompany: m.company,
        joinedThru: memberBrands[0]?.id ?? null,
        // What they ticked when joining; no consent event is written (see removeDemoData).
        newsletterFlag: true,
        resourcesFlag: true,
        partnersFlag: true,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: users.id });
  const loaded = planned.map((p, i) => {
    const id = inserted[i]?.id;
    if (id === undefined) throw new Error("demo data: a member was not stored");
    return {
      id,
      createdAt: p.createdAt,
      companyIds: p.memberBrands.map((b) => b.id),
      topicIds: p.topicIds,
    };
  });
  await tx.insert(memberships).values(
    loaded.flatMap((member) =>
      member.companyIds.map((companyId, i) => ({
        userId: member.id,
        companyId,
        joinedAt: new Date(member.createdAt.getTime() + i * 86_400_000),
        source: "registration" as const,
      })),
    ),
  );
  await tx
    .insert(userPreferences)
    .values(
      loaded.flatMap((m) => m.topicIds.map((preferenceId) => ({ userId: m.id, preferenceId }))),
    );
  return loaded;
};

const register = (kind: DemoRecordKind, ids: number[]) => ids.map((id) => ({ kind, id }));

/**
 * Loads the demo set (DEMO_DATA) into a freshly seeded database, in one transaction: resources
 * of every brand covering every topic, members with topics, their opens over the last 30 days
 * (rolled up), and one sent newsletter edition. Every row it writes is listed in demo_records.
 */
export const loadDemoData = async (
  db: Database,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<DemoDataSummary> => {
  // A password nobody knows: the demo members cannot be signed in as (hashed outside the
  // transaction: it is the slow part).
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const clock = demoClock(now);
  return db.transaction(async (tx) => {
    const brands = await readBrands(tx);
    const loadedResources = await writeResources(tx, brands, clock, publicUrl.replace(/\/+$/, ""));
    const members = await writeMembers(tx, brands, clock, passwordHash);
    await writeDemoOpens(tx, { resources: loadedResources, members, clock, now });
    const editionId = await writeDemoEdition(tx, {
      brand: brandOf(brands, "CIO"),
      resources: loadedResources,
      members,
      clock,
      now,
    });
    await tx.insert(demoRecords).values([
      ...register(
        "resource",
        loadedResources.map((r) => r.id),
      ),
      ...register(
        "user",
        members.map((m) => m.id),
      ),
      ...register("newsletter", [editionId]),
    ]);
    // The rollups the dashboard reads, recomputed from every open (the bulk loader's way).
    await tx.execute(sql`select rebuild_open_rollups()`);
    return readDemoSummary(tx);
  });
};
