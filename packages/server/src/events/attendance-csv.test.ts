import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HttpError } from "../lib/errors";
import {
  ATTENDANCE_EMPTY,
  ATTENDANCE_NO_ADDRESSES,
  ATTENDANCE_NO_HEADER,
  ATTENDANCE_NO_ROWS,
  parseAttendanceFile,
} from "./attendance-csv";
import { durationSeconds } from "./attendance-values";

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), "utf8")
    .replaceAll("{{ada}}", "ada@example.org")
    .replaceAll("{{BRIAN}}", "Brian@Example.org")
    .replaceAll("{{wendy}}", "wendy@example.org")
    .replaceAll("{{carl}}", "carl@example.org");

/** As Teams downloads it: UTF-16LE with its byte order mark. */
const utf16 = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);

const refusal = async (bytes: Uint8Array) => {
  try {
    await parseAttendanceFile(bytes);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return (err as HttpError).message;
  }
  throw new Error("the file was taken");
};

describe("durationSeconds", () => {
  it("reads Zoom's minutes, Teams' units and clock times", () => {
    expect(durationSeconds("31")).toBe(31 * 60);
    expect(durationSeconds("1h 5m 3s")).toBe(3903);
    expect(durationSeconds("45m 12s")).toBe(2712);
    expect(durationSeconds("12s")).toBe(12);
    expect(durationSeconds("2 hours 3 mins")).toBe(7380);
    expect(durationSeconds("1:05:03")).toBe(3903);
    expect(durationSeconds("")).toBe(0);
    expect(durationSeconds("soon")).toBeNull();
    expect(durationSeconds("5m and more")).toBeNull();
  });

  it("refuses a duration longer than a week, or past any number", () => {
    expect(durationSeconds("10080")).toBe(7 * 24 * 3600);
    expect(durationSeconds("10081")).toBeNull();
    expect(durationSeconds("99999999999")).toBeNull();
    expect(durationSeconds("9".repeat(400))).toBeNull();
    expect(durationSeconds(`${"9".repeat(400)}h`)).toBeNull();
  });
});

describe("parseAttendanceFile", () => {
  it("reads Zoom's participant report below its meeting summary, summing a person's rows", async () => {
    const file = await parseAttendanceFile(Buffer.from(fixture("attendance-zoom.csv")));
    expect(file.format).toBe("zoom");
    expect(file.rows).toBe(7);
    expect(Object.fromEntries(file.minutes)).toEqual({
      "host@sector.test": 65,
      "ada@example.org": 56,
      "brian@example.org": 40,
      "walk.in@example.net": 50,
      "wendy@example.org": 10,
    });
  });

  it("reads Teams' UTF-16 tab-separated report: its participants, not the activities below", async () => {
    const file = await parseAttendanceFile(utf16(fixture("attendance-teams.tsv")));
    expect(file.format).toBe("teams");
    expect(file.rows).toBe(5);
    expect(Object.fromEntries(file.minutes)).toEqual({
      "host@sector.test": 64,
      "ada@example.org": 65,
      // Only the UPN holds the address of a work account without Email.
      "brian@example.org": 45,
      "walk.in@example.net": 50,
    });
  });

  it("reads Teams' report saved as a comma CSV, with Windows line ends", async () => {
    const text = [
      "Full Name,Join Time,Leave Time,Duration,Email,Role,Participant ID (UPN)",
      '"Tester, Ada","11/20/26, 10:01:03 AM","11/20/26, 11:00:02 AM",59m 1s,ADA@example.org,Attendee,',
      '"Tester, Ada","11/20/26, 11:01:00 AM","11/20/26, 11:03:00 AM",2m,ada@example.org,Attendee,',
    ].join("\r\n");
    const file = await parseAttendanceFile(Buffer.from(text));
    expect(file.format).toBe("teams");
    expect(Object.fromEntries(file.minutes)).toEqual({ "ada@example.org": 61 });
  });

  it("takes any CSV with an Email column, minutes or not", async () => {
    const file = await parseAttendanceFile(
      Buffer.from("\uFEFFFirst name;E-mail\nAda;ada@example.org\n"),
    );
    expect(file.format).toBe("generic");
    expect(Object.fromEntries(file.minutes)).toEqual({ "ada@example.org": null });
  });

  it("skips those Zoom's webinar report marks as not attended", async () => {
    const text = [
      "Attended,User Name (Original Name),First Name,Last Name,Email,Time in Session (minutes)",
      "Yes,Ada,Ada,Tester,ada@example.org,42",
      "No,Brian,Brian,Tester,brian@example.org,",
    ].join("\n");
    const file = await parseAttendanceFile(Buffer.from(text));
    expect(file.format).toBe("zoom");
    expect(Object.fromEntries(file.minutes)).toEqual({ "ada@example.org": 42 });
  });

  it("reads a file larger than one piece parsed at a time, rows split anywhere", async () => {
    const rows = Array.from(
      { length: 6000 },
      (_, i) => `"Person ${i}\n(🎧 headset)",person${i % 1000}@example.org,10:00,10:31,31`,
    );
    const text = `Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\n${rows.join("\n")}`;
    expect(text.length).toBeGreaterThan(3 * 64 * 1024);
    const file = await parseAttendanceFile(Buffer.from(text));
    expect(file.rows).toBe(6000);
    expect(file.minutes.size).toBe(1000);
    expect([...file.minutes.values()].every((m) => m === 186)).toBe(true);
  });

  it("refuses what is no attendance report, saying why", async () => {
    expect(await refusal(Buffer.from(""))).toBe(ATTENDANCE_EMPTY);
    expect(await refusal(Buffer.from("Name,Company\nAda,Acme\n"))).toBe(ATTENDANCE_NO_HEADER);
    expect(await refusal(Buffer.from("Name,Email\n\n"))).toBe(ATTENDANCE_NO_ROWS);
    expect(await refusal(Buffer.from("Name (Original Name),User Email\niPhone,\nGuest,\n"))).toBe(
      ATTENDANCE_NO_ADDRESSES,
    );
    expect(
      await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])),
    ).toMatch(/binary|No participant/);
    expect(await refusal(Buffer.from("Name,Email,Duration\nAda,ada@example.org,a while\n"))).toBe(
      'Line 2: the duration "a while" is not understood (minutes, or like 1h 5m 3s).',
    );
  });
});
