import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, createStaff, loginAdmin } from "../../../test/fixtures";
import {
  multipart,
  postImport,
  STANDARD_HEADER,
  STANDARD_MAPPING,
} from "../../../test/member-import-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { memberImports } from "../../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

/** A multipart POST with these text fields and a one-line file, as the admin. */
const postFields = (fields: Record<string, string>) => {
  const body = multipart(fields, {
    name: "x.csv",
    content: `${STANDARD_HEADER}\r\nA,B,ab@example.org,,,,CIO,,,,,,,`,
  });
  return t.app.inject({
    method: "POST",
    url: "/api/members/imports",
    payload: body.payload,
    headers: { ...body.headers, ...bearer(adminToken) },
  });
};

describe("member import: who may", () => {
  it("answers 401 without a token and 403 to employees and members", async () => {
    const employee = await createStaff(t, "employee");
    const member = await createMember(t);
    const csv = `${STANDARD_HEADER}\r\nA,B,ab@example.org,,,,CIO,,,,,,,`;
    expect((await postImport(t, null, csv)).statusCode).toBe(401);
    for (const token of [employee.token, member.token]) {
      expect((await postImport(t, token, csv)).statusCode).toBe(403);
      for (const url of ["/api/members/imports", "/api/members/imports/1"]) {
        const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
        expect(res.statusCode).toBe(403);
      }
    }
    for (const url of ["/api/members/imports", "/api/members/imports/1"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect(await t.db.select().from(memberImports)).toHaveLength(0);
  });
});

describe("member import: refused uploads", () => {
  const good = `${STANDARD_HEADER}\r\nA,B,ab@example.org,,,,CIO,,,,,,,`;
  const header = STANDARD_HEADER;
  const cases: [string, () => Promise<{ statusCode: number; body: string }>, RegExp][] = [
    [
      "a JSON body",
      () =>
        t.app.inject({
          method: "POST",
          url: "/api/members/imports",
          payload: { mapping: {} },
          headers: bearer(adminToken),
        }),
      /^Send the import as multipart\/form-data/,
    ],
    ["no file", () => postImport(t, adminToken, null), /^Choose a CSV file/],
    [
      "a mapping that is not JSON",
      () => postImport(t, adminToken, good, { mapping: "{" }),
      /JSON object/,
    ],
    [
      "a mapping without the email",
      () =>
        postImport(t, adminToken, good, {
          mapping: { firstname: "First name", lastname: "Last name", brand: "Brand" },
        }),
      /^Map a column to Email\.$/,
    ],
    [
      "an unknown field",
      () => postImport(t, adminToken, good, { mapping: { shoe_size: "Size" } }),
      /^Unknown field in the mapping: shoe_size\.$/,
    ],
    [
      "a granted consent mapped without its proof",
      () =>
        postImport(t, adminToken, good, {
          mapping: {
            firstname: "First name",
            lastname: "Last name",
            email: "Email",
            brand: "Brand",
            newsletter_granted: "Newsletter",
          },
        }),
      /^Map the date and the source of the newsletter consent too/,
    ],
    [
      "an unknown column",
      () =>
        postImport(t, adminToken, good, {
          mapping: {
            firstname: "Given name",
            lastname: "Last name",
            email: "Email",
            brand: "Brand",
          },
        }),
      /^Unknown column "Given name" in the mapping/,
    ],
    [
      "invalid UTF-8",
      () =>
        postImport(
          t,
          adminToken,
          Buffer.concat([
            Buffer.from(`${header}\r\nJos`),
            Buffer.from([0xe9]),
            Buffer.from(",B,jb@example.org,,,,CIO,,,,,,,"),
          ]),
        ),
      /^The file is not UTF-8 text/,
    ],
    [
      "a NUL character",
      () => postImport(t, adminToken, `${header}\r\nA\u0000,B,x@example.org,,,,CIO,,,,,,,`),
      /NUL/,
    ],
    ["an empty file", () => postImport(t, adminToken, " \r\n"), /^The file is empty/],
    [
      "a header and no rows",
      () => postImport(t, adminToken, `${header}\r\n\r\n`),
      /^The file has a header row but no members/,
    ],
    [
      "broken quoting",
      () => postImport(t, adminToken, `${header}\r\n"A,B,x@example.org`),
      /^The file is not valid CSV/,
    ],
    [
      "dry_run that is no boolean",
      () => postFields({ mapping: JSON.stringify(STANDARD_MAPPING), dry_run: "maybe" }),
      /^dry_run must be true or false\.$/,
    ],
    ["no mapping", () => postFields({ dry_run: "true" }), /JSON object/],
  ];
  it.each(cases)("refuses %s with a 400 and stores nothing", async (_name, send, message) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(message);
    expect(await t.db.select().from(memberImports)).toHaveLength(0);
  });

  it("refuses a file over 50 MB with a 413, and a second file with a 400", async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, "a");
    const res = await postImport(t, adminToken, Buffer.concat([Buffer.from(`${header}\n`), big]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      "The file is larger than 50 MB: split it into several imports.",
    );
    const body = multipart(
      { mapping: JSON.stringify(STANDARD_MAPPING) },
      { name: "a.csv", content: good },
    );
    const second = Buffer.from(
      `Content-Disposition: form-data; name="file2"; filename="b.csv"\r\nContent-Type: text/csv\r\n\r\n${good}\r\n`,
    );
    // A second file part before the closing boundary.
    const boundary = body.payload.subarray(0, body.payload.indexOf("\r\n")).toString();
    const payload = Buffer.concat([
      body.payload.subarray(0, body.payload.lastIndexOf(boundary)),
      Buffer.from(`${boundary}\r\n`),
      second,
      body.payload.subarray(body.payload.lastIndexOf(boundary)),
    ]);
    const twice = await t.app.inject({
      method: "POST",
      url: "/api/members/imports",
      payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().message).toBe("Send one CSV file per import.");
    expect(await t.db.select().from(memberImports)).toHaveLength(0);
  });

  it("refuses more than 200,000 rows", { timeout: 60_000 }, async () => {
    const line = "A,B,a@example.org,,,,CIO,,,,,,,";
    const csv = `${header}\n${`${line}\n`.repeat(200_001)}`;
    const res = await postImport(t, adminToken, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "The file has more than 200,000 rows: split it into several imports.",
    );
    expect(await t.db.select().from(memberImports)).toHaveLength(0);
  });
});
