import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { createModelAction } from "@/lib/actions/models";
import { listMyModels } from "@/lib/server/models/list-my-models";
import { ModelForm } from "@/components/models/model-form";
import { ModelTable } from "@/components/models/model-table";

export const metadata: Metadata = { title: "Your models" };

export default async function ModelsPage() {
  const user = await guardPage("user");
  const models = await listMyModels(user);
  return (
    <div className="max-w-5xl space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Your models</h1>
        <p className="text-sm text-gray-700">
          Register a model once, then <TextLink href="/submit">submit predictions</TextLink> for it as often
          as you like. The knowledge cutoff decides which claims count as pre-cutoff in the contamination
          analyses.
        </p>
      </div>
      <ModelTable models={models} />
      <section className="space-y-3" aria-labelledby="register-heading">
        <h2 id="register-heading" className="text-lg font-semibold">
          Register a model
        </h2>
        <ModelForm action={createModelAction} submitLabel="Register model" />
      </section>
    </div>
  );
}
