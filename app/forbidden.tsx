import { TextLink } from "@/components/ui/text-link";

export default function Forbidden() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">Not allowed</h1>
      <p>Your account does not have access to this page. If you think it should, ask an admin.</p>
      <TextLink href="/">Go to the home page</TextLink>
    </div>
  );
}
