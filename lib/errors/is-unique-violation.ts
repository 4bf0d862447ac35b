/** Whether a database error is a unique-index violation (Prisma's P2002, on both engines). */
export function isUniqueViolation(err: unknown): boolean {
  return (
    typeof err === "object" && err !== null && "code" in err && (err as { code: unknown }).code === "P2002"
  );
}
