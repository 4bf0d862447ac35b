"use client";

import { useEffect, useState } from "react";

type Choice = "system" | "light" | "dark";
const KEY = "livecheck-theme";
const NEXT: Record<Choice, Choice> = { system: "dark", dark: "light", light: "system" };
const LABEL: Record<Choice, string> = { system: "Theme: system", dark: "Theme: dark", light: "Theme: light" };

function apply(choice: Choice) {
  const dark =
    choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
}

/** Cycles system → dark → light; the choice is remembered in this browser, and "system" follows the OS live. */
export function ThemeToggle() {
  const [choice, setChoice] = useState<Choice>("system");
  useEffect(() => {
    const stored = localStorage.getItem(KEY);
    // Reading the stored choice after mount keeps the server's HTML and the first render equal.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored === "dark" || stored === "light") setChoice(stored);
  }, []);
  useEffect(() => {
    if (choice !== "system") return;
    const media = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => apply("system");
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [choice]);
  const change = () => {
    const next = NEXT[choice];
    if (next === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, next);
    apply(next);
    setChoice(next);
  };
  return (
    <button
      type="button"
      onClick={change}
      className="rounded px-3 py-2 text-sm hover:bg-gray-100"
      data-testid="theme-toggle"
      title="Switch between the system setting, dark and light"
    >
      {LABEL[choice]}
    </button>
  );
}
