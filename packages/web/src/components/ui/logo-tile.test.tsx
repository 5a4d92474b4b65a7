import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LogoTile, nameInitials } from "./logo-tile";

describe("nameInitials", () => {
  it("takes the first letter or digit of the first two words", () => {
    expect(nameInitials("Acme Security")).toBe("AS");
    expect(nameInitials("globex")).toBe("G");
    expect(nameInitials("  Initech   Cloud Labs ")).toBe("IC");
    expect(nameInitials("3M Health")).toBe("3H");
    expect(nameInitials("(Hooli) ÉQUIPE")).toBe("HÉ");
    expect(nameInitials("")).toBe("");
  });
});

describe("LogoTile", () => {
  const tile = (container: HTMLElement) => container.querySelector("[data-logo-tile]");

  it("shows the logo, then the initials in the same box once it fails to load", () => {
    const { container } = render(
      <LogoTile
        name="Acme Security"
        src="https://acme.example.com/missing.png"
        className="h-12 w-40"
      />,
    );
    const box = tile(container);
    const logo = container.querySelector("img");
    expect(logo).toHaveAttribute("src", "https://acme.example.com/missing.png");
    expect(logo).toHaveAttribute("alt", "");
    fireEvent.error(logo as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
    expect(tile(container)).toBe(box);
    expect(box).toHaveClass("h-12", "w-40");
    expect(box?.querySelector("[data-initials]")).toHaveAttribute("data-initials", "AS");
    // Decorative: the name is written beside it.
    expect(box).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the initials without a logo, in the default 40 px box", () => {
    for (const src of [null, ""]) {
      const { container, unmount } = render(<LogoTile name="Globex" src={src} />);
      expect(container.querySelector("img")).toBeNull();
      expect(tile(container)).toHaveClass("size-10");
      expect(container.querySelector("[data-initials]")).toHaveAttribute("data-initials", "G");
      unmount();
    }
  });

  it("tries a new logo again after another one failed", () => {
    const { container, rerender } = render(
      <LogoTile name="Globex" src="https://a.example/1.png" />,
    );
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    rerender(<LogoTile name="Globex" src="https://a.example/2.png" />);
    expect(container.querySelector("img")).toHaveAttribute("src", "https://a.example/2.png");
  });
});
