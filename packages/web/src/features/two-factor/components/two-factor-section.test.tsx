import { TOTP_CODE_INVALID, TWO_FACTOR_WRONG_PASSWORD } from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { catchDownloads } from "../../../../test/downloads";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { TwoFactorSection } from "./two-factor-section";

const STATUS = "GET /user/protected/2fa";
const SETUP = "POST /user/protected/2fa/setup";
const ENABLE = "POST /user/protected/2fa/enable";
const DISABLE = "POST /user/protected/2fa/disable";
const OFF = { enabled: false, required: false, recovery_codes_left: 0 };
const ON = { enabled: true, required: false, recovery_codes_left: 7 };
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

const renderSection = () => renderWithProviders(<TwoFactorSection userId={1} />);

describe("Two-factor sign-in section", () => {
  it("sets up (QR code and key), enables with a code and shows the recovery codes once", async () => {
    let enabled = false;
    const network = stubFetch({
      [STATUS]: () => ({ body: enabled ? { ...ON, recovery_codes_left: 10 } : OFF }),
      [SETUP]: {
        body: {
          secret: SECRET,
          otpauth_url: `otpauth://totp/Sector%20Portal:ada?secret=${SECRET}`,
        },
      },
      [ENABLE]: ({ body }) => {
        if ((body as { code: string }).code !== "123456") {
          return {
            status: 400,
            body: { message: TOTP_CODE_INVALID, errors: { code: TOTP_CODE_INVALID } },
          };
        }
        enabled = true;
        return { body: { recovery_codes: CODES } };
      },
    });
    const saved = catchDownloads();
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: "Set up two-factor sign-in" }));

    const qr = await screen.findByRole("img", { name: /QR code/ });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(SECRET)).toBeInTheDocument();

    const field = screen.getByLabelText("Code from the app");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(field, "999999");
    await user.click(screen.getByRole("button", { name: "Enable" }));
    expect(await screen.findByText(TOTP_CODE_INVALID)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Enable" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(network.callsTo(ENABLE).at(-1)?.body).toEqual({ code: "123456" });

    await user.click(screen.getByRole("button", { name: "Download codes" }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe("sector-portal-recovery-codes.txt");
    expect((await saved[0]?.text())?.trimEnd().split("\n")).toEqual(CODES);

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("button", { name: "Copy" }));
    await expectToast("Recovery codes copied.");
    expect(writeText).toHaveBeenCalledWith(`${CODES.join("\n")}\n`);

    await user.click(screen.getByRole("button", { name: "I have saved my codes" }));
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
  });

  it("shows it on with the codes left, and turns it off with the password and a code", async () => {
    const network = stubFetch({
      [STATUS]: { body: ON },
      [DISABLE]: ({ body }) =>
        (body as { password: string }).password === "right-password"
          ? { body: OFF }
          : {
              status: 400,
              body: {
                message: TWO_FACTOR_WRONG_PASSWORD,
                errors: { password: TWO_FACTOR_WRONG_PASSWORD },
              },
            },
    });
    const { user } = renderSection();
    expect(await screen.findByText(/Recovery codes left: 7/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Disable" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor sign-in?" });
    await user.type(within(dialog).getByLabelText("Password"), "wrong");
    await user.type(within(dialog).getByLabelText("Two-factor code or recovery code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await within(dialog).findByText(TWO_FACTOR_WRONG_PASSWORD)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("Password"));
    await user.type(within(dialog).getByLabelText("Password"), "right-password");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await expectToast("Two-factor sign-in is off.");
    expect(
      await screen.findByRole("button", { name: "Set up two-factor sign-in" }),
    ).toBeInTheDocument();
    expect(network.callsTo(DISABLE).at(-1)?.body).toEqual({
      password: "right-password",
      code: "123456",
    });
  });
});
