import { TextLink } from "@/components/ui/text-link";

export default function NotFound() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be wrong.</p>
      <TextLink href="/">Go to the home page</TextLink>
    </div>
  );
}
