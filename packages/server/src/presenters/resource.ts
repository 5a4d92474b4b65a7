import type { Resource, ResourceEvent } from "@sector/shared";

/** An event's time and place as read from its row. */
export interface EventTimes {
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  location: string | null;
  capacity: number | null;
}

/** The only shape in which an event's time and place leave the server (never its join URL). */
export const presentEventTimes = (event: EventTimes): ResourceEvent => ({
  starts_at: event.startsAt.toISOString(),
  ends_at: event.endsAt.toISOString(),
  timezone: event.timezone,
  location: event.location,
  capacity: event.capacity,
});

/** A resource row with its company and creator joined in (creator columns null once deleted). */
export interface ResourceRow {
  id: number;
  title: string;
  imageBg: string;
  resourceUrl: string;
  companyId: number;
  companyName: string;
  creatorFirstname: string | null;
  creatorLastname: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The sponsor's columns; null when it has none. */
  sponsorId: number | null;
  sponsorName: string | null;
  sponsorLogoUrl: string | null;
}

export interface ResourcePreferenceEntry {
  id: number;
  name: string;
}

/** One edit of the history; the editor's names are null once that account is deleted. */
export interface ResourceEditEntry {
  at: Date;
  firstname: string | null;
  lastname: string | null;
}

/** Shown for an edit whose editor's account no longer exists: the edit itself still happened. */
export const DELETED_EDITOR_NAME = "Deleted user";

const fullName = (firstname: string, lastname: string) => `${firstname} ${lastname}`.trim();

/**
 * The only shape in which a resource leaves the server. `preferences` come ordered by name and
 * `edits` oldest first, as the loader reads them.
 */
export const presentResource = (
  row: ResourceRow,
  event: EventTimes | null,
  preferences: ResourcePreferenceEntry[],
  edits: ResourceEditEntry[],
): Resource => ({
  id: row.id,
  title: row.title,
  image_bg: row.imageBg,
  resource_url: row.resourceUrl,
  company_id: row.companyId,
  company: { id: row.companyId, name: row.companyName },
  preferences: preferences.map((p) => ({ id: p.id, name: p.name })),
  user:
    row.creatorFirstname === null || row.creatorLastname === null
      ? null
      : { firstname: row.creatorFirstname, lastname: row.creatorLastname },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  updated_by: edits.map((edit) => ({
    name:
      edit.firstname === null || edit.lastname === null
        ? DELETED_EDITOR_NAME
        : fullName(edit.firstname, edit.lastname),
    at: edit.at.toISOString(),
  })),
  sponsor:
    row.sponsorId === null || row.sponsorName === null
      ? null
      : { id: row.sponsorId, name: row.sponsorName, logo_url: row.sponsorLogoUrl },
  event: event && presentEventTimes(event),
});
