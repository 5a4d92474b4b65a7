import type { MemberData } from "@sector/shared";
import type { FastifyReply } from "fastify";

/** Sends a member's data as a JSON file to save (GDPR art. 20: machine-readable). */
export const sendAsFile = (reply: FastifyReply, data: MemberData, filename: string) =>
  reply
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(data);
