import type { ButtonHTMLAttributes } from "react";

const STYLES = {
  primary: "bg-blue-700 text-white hover:bg-blue-800",
  secondary: "border border-gray-300 bg-white hover:bg-gray-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export function Button({
  variant = "primary",
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof STYLES }) {
  return (
    <button
      className={`rounded px-4 py-2 text-sm font-medium disabled:opacity-50 ${STYLES[variant]} ${className}`}
      {...props}
    />
  );
}
