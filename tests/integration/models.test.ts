import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createModel } from "@/lib/server/models/create-model";
import { getModel } from "@/lib/server/models/get-model";
import { listMyModels } from "@/lib/server/models/list-my-models";
import { updateModel } from "@/lib/server/models/update-model";
import { newUser } from "../support/access-fixtures";

const VALID = {
  name: "Llama-3.1-70B-Instruct",
  organisation: "Meta",
  parameterCountB: "70",
  openWeights: "on",
  declaredCutoff: "2023-12-01",
  cutoffSource: "https://huggingface.co/meta-llama/Llama-3.1-70B-Instruct",
  estimatedCutoff: "",
  regime: "closed_book",
  costPerRunUsd: "12.5",
  links: "https://ai.meta.com/llama\nhttps://arxiv.org/abs/2407.21783",
};

const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe(`models on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  it("registers a model from form-shaped input, with units and an audit event", async () => {
    const u = await newUser();
    const m = await createModel(u, VALID);
    expect(m).toMatchObject({
      name: VALID.name,
      organisation: "Meta",
      parameterCountB: 70,
      openWeights: true,
      declaredCutoff: "2023-12-01",
      estimatedCutoff: null,
      regime: "closed_book",
      costPerRunUsd: 12.5,
      links: ["https://ai.meta.com/llama", "https://arxiv.org/abs/2407.21783"],
      isOwner: true,
      submissionCount: 0,
    });
    const row = await db.modelEntry.findUniqueOrThrow({
      where: { id: m.id },
      select: { declaredCutoff: true, parameterCount: true, ownerId: true },
    });
    expect(row.declaredCutoff.toISOString()).toBe("2023-12-01T00:00:00.000Z");
    expect(row).toMatchObject({ parameterCount: 70, ownerId: u.id });
    expect(
      await db.auditEvent.count({ where: { actorId: u.id, action: "model.create", targetId: m.id } }),
    ).toBe(1);
    expect((await listMyModels(u)).map((x) => x.id)).toEqual([m.id]);
  });

  it("accepts JSON-shaped input from the API", async () => {
    const u = await newUser();
    const m = await createModel(u, {
      name: "tiny",
      organisation: "Lab",
      parameterCountB: 0.5,
      openWeights: false,
      declaredCutoff: "2024-10-31",
      cutoffSource: "paper",
      estimatedCutoff: "2025-01-15",
      regime: "open_web",
      links: [],
    });
    expect(m).toMatchObject({
      parameterCountB: 0.5,
      costPerRunUsd: null,
      estimatedCutoff: "2025-01-15",
      openWeights: false,
      regime: "open_web",
    });
  });

  it("refuses duplicate names per owner (case-insensitively) but not across owners", async () => {
    const [a, b] = [await newUser(), await newUser()];
    await createModel(a, VALID);
    await expect(createModel(a, { ...VALID, name: VALID.name.toUpperCase() })).rejects.toMatchObject({
      status: 400,
      fields: { name: `You already registered a model called '${VALID.name.toUpperCase()}'` },
    });
    await expect(createModel(b, VALID)).resolves.toMatchObject({ name: VALID.name });
    expect(await db.modelEntry.count({ where: { ownerId: a.id } })).toBe(1);
  });

  it("names the field of every bad input and writes nothing", async () => {
    const u = await newUser();
    const bad = {
      ...VALID,
      name: " ",
      declaredCutoff: "2024-02-30",
      estimatedCutoff: "soon",
      parameterCountB: "seventy",
      costPerRunUsd: "-3",
      regime: "web",
      links: "https://ok.example\njavascript:alert(1)",
    };
    await expect(createModel(u, bad)).rejects.toMatchObject({
      status: 400,
      fields: {
        name: "Name the model",
        declaredCutoff: "Enter the declared cutoff as a real date YYYY-MM-DD",
        estimatedCutoff: "Enter the estimated cutoff as a real date YYYY-MM-DD",
        parameterCountB: "Enter the parameter count in billions, e.g. 70 or 0.5",
        costPerRunUsd: "The cost cannot be negative",
        regime: "Choose closed_book, evidence_bounded or open_web",
        links: "Link 2: Each link must be an http(s) URL",
      },
    });
    await expect(
      createModel(u, { ...VALID, links: Array.from({ length: 6 }, (_, i) => `https://x${i}.org`) }),
    ).rejects.toMatchObject({ fields: { links: "Give at most 5 links" } });
    await expect(createModel(u, { ...VALID, cutoffSource: "" })).rejects.toMatchObject({
      fields: { cutoffSource: expect.stringMatching(/where the cutoff is declared/) },
    });
    expect(await db.modelEntry.count({ where: { ownerId: u.id } })).toBe(0);
  });

  it("refuses cutoffs in the future (beyond one day of time-zone slack)", async () => {
    const u = await newUser();
    await expect(createModel(u, { ...VALID, declaredCutoff: tomorrowPlus(3) })).rejects.toMatchObject({
      fields: { declaredCutoff: "The declared cutoff cannot be in the future" },
    });
    await expect(createModel(u, { ...VALID, estimatedCutoff: tomorrowPlus(30) })).rejects.toMatchObject({
      fields: { estimatedCutoff: "The estimated cutoff cannot be in the future" },
    });
    await expect(createModel(u, { ...VALID, declaredCutoff: tomorrowPlus(0) })).resolves.toHaveProperty("id");
  });

  it("lets only the owner update, clears blank optional fields, and audits the changed fields", async () => {
    const [owner, other, admin] = [await newUser(), await newUser(), await newUser("admin")];
    const m = await createModel(owner, { ...VALID, estimatedCutoff: "2024-03-01" });
    const updated = await updateModel(owner, m.id, {
      ...VALID,
      organisation: "Meta AI",
      estimatedCutoff: "",
      costPerRunUsd: "",
    });
    expect(updated).toMatchObject({
      organisation: "Meta AI",
      estimatedCutoff: null,
      costPerRunUsd: null,
      parameterCountB: 70,
    });
    const event = await db.auditEvent.findFirstOrThrow({
      where: { targetId: m.id, action: "model.update" },
      select: { detailJson: true, actorId: true },
    });
    expect(event.actorId).toBe(owner.id);
    expect(JSON.parse(event.detailJson).changed.sort()).toEqual([
      "costPerRunUsd",
      "estimatedCutoff",
      "organisation",
    ]);
    await expect(updateModel(other, m.id, VALID)).rejects.toMatchObject({ status: 404 });
    await expect(updateModel(admin, m.id, VALID)).rejects.toMatchObject({ status: 404 });
    await expect(updateModel(owner, m.id, { ...VALID, declaredCutoff: "2024-13-01" })).rejects.toMatchObject({
      status: 400,
    });
    expect(
      (await db.modelEntry.findUniqueOrThrow({ where: { id: m.id }, select: { organisation: true } }))
        .organisation,
    ).toBe("Meta AI");
  });

  it("refuses renaming onto another of the owner's models", async () => {
    const u = await newUser();
    await createModel(u, VALID);
    const second = await createModel(u, { ...VALID, name: "second" });
    await expect(updateModel(u, second.id, VALID)).rejects.toMatchObject({
      fields: { name: expect.stringMatching(/already registered/) },
    });
    await expect(updateModel(u, second.id, { ...VALID, name: "Second" })).resolves.toMatchObject({
      name: "Second",
    });
  });

  it("shows a model to its owner and admins, to others only once a submission of it is public", async () => {
    const [owner, other, admin] = [await newUser(), await newUser(), await newUser("admin")];
    const m = await createModel(owner, VALID);
    expect(await getModel(owner, m.id)).toMatchObject({ id: m.id, isOwner: true });
    expect(await getModel(admin, m.id)).toMatchObject({ id: m.id, isOwner: false });
    await expect(getModel(other, m.id)).rejects.toMatchObject({ status: 404 });
    await expect(getModel(null, m.id)).rejects.toMatchObject({ status: 404 });
    await expect(getModel(owner, "no-such-model")).rejects.toMatchObject({ status: 404 });
  });
});
