"use client";
import { useActionState } from "react";
import { updateTauAction } from "@/lib/actions/contamination";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";

/** τ per metric; flags are computed when read, so a change applies everywhere at once. */
export function TauForm({ slug, tau }: { slug: string; tau: { meteor: number; embedding: number } }) {
  const [state, action, isPending] = useActionState(updateTauAction.bind(null, slug), {});
  const errors = state.fieldErrors ?? {};
  return (
    <ActionForm action={action} className="flex flex-wrap items-end gap-4">
      <label className="flex flex-col text-sm">
        τ METEOR (0–1)
        <input
          name="tauMeteor"
          type="number"
          step="0.01"
          min="0"
          max="1"
          defaultValue={tau.meteor}
          className="w-28 rounded border px-2 py-1"
        />
        {errors.tauMeteor && <span className="text-red-800">{errors.tauMeteor}</span>}
      </label>
      <label className="flex flex-col text-sm">
        τ embeddings (−1–1)
        <input
          name="tauEmbedding"
          type="number"
          step="0.01"
          min="-1"
          max="1"
          defaultValue={tau.embedding}
          className="w-28 rounded border px-2 py-1"
        />
        {errors.tauEmbedding && <span className="text-red-800">{errors.tauEmbedding}</span>}
      </label>
      <Button type="submit" disabled={isPending}>
        Save thresholds
      </Button>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      {state.message && <Notice tone="ok">{state.message}</Notice>}
    </ActionForm>
  );
}
