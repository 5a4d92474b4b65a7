import { gzipSync } from "node:zlib";
import type { EventPageBootstrap, RenderedPage, WebRenderer } from "@sector/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findPublicEvent } from "../events/guest-event-page";

const acceptsGzip = (accept: string | undefined) =>
  (accept ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase().split(";"))
    .some(([name, q]) => name === "gzip" && !/^\s*q=0(\.0*)?\s*$/.test(q ?? ""));

/**
 * Event pages (/events/{id}, issue 63) rendered at request time with the web build's server
 * renderer, like the brand registration pages (brand-pages.ts): the event, its brand's look and
 * registration form, embedded for the app's first render. Rendered for every request and not
 * kept: the seats left change with each registration. An id that names no event gets the Not
 * found page with a 404, rendered once by this process for all of them (it holds no id), so
 * made-up ids cost a statement, not a render. Null when the build's renderer has no event pages.
 */
export const createEventPages = (app: FastifyInstance, renderer: WebRenderer, template: string) => {
  const renderEventPage = renderer.renderEventPage?.bind(renderer);
  if (!renderEventPage) return null;
  const render = (bootstrap: EventPageBootstrap) => renderEventPage(template, bootstrap);

  let notFound: Promise<RenderedPage> | null = null;
  const notFoundPage = (): Promise<RenderedPage> => {
    notFound ??= render({ event: null }).catch((error: unknown) => {
      notFound = null;
      throw error;
    });
    return notFound;
  };

  return async (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const event = await findPublicEvent(app.db, id);
    const page = event ? await render({ event }) : await notFoundPage();
    reply
      .status(page.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding");
    if (!acceptsGzip(request.headers["accept-encoding"])) return reply.send(page.html);
    return reply.header("content-encoding", "gzip").send(gzipSync(page.html));
  };
};
