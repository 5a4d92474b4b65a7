import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { WelcomeSentNotice } from "./welcome-sent-notice";

const sendAgain = () => screen.getByRole("button", { name: "Send it again" });

describe("WelcomeSentNotice", () => {
  it("says where the link went and sends it again through forgot-password", async () => {
    const network = stubFetch({ "POST /user/public/forgot-password": { body: { message: "ok" } } });
    const { user } = renderWithProviders(<WelcomeSentNotice email="ada@example.com" />);
    expect(screen.getByText(/We sent a link to/)).toHaveTextContent(
      "We sent a link to ada@example.com to set your password",
    );
    await user.click(sendAgain());
    expect(
      await screen.findByText("Sent again. Check your inbox, and your spam folder."),
    ).toBeInTheDocument();
    expect(network.callsTo("POST /user/public/forgot-password")[0]?.body).toEqual({
      email: "ada@example.com",
    });
  });

  it("says how long to wait when the server refuses with a 429", async () => {
    stubFetch({
      "POST /user/public/forgot-password": {
        status: 429,
        body: { message: "Too many attempts. Please try again in 15 minutes." },
      },
    });
    const { user } = renderWithProviders(<WelcomeSentNotice email="ada@example.com" />);
    await user.click(sendAgain());
    expect(
      await screen.findByText("Too many attempts. Please try again in 15 minutes."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sent again/)).toBeNull();
  });

  it("offers to try again when the call fails otherwise", async () => {
    stubFetch({ "POST /user/public/forgot-password": { status: 503, body: {} } });
    const { user } = renderWithProviders(<WelcomeSentNotice email="ada@example.com" />);
    await user.click(sendAgain());
    expect(
      await screen.findByText("We could not send it just now. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(sendAgain()).toBeEnabled();
  });
});
