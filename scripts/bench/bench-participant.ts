// A participant for the upload benches: a researcher signed up the way the app does it, with a
// read+write token and a registered closed-book model. Import it after the environment is set.
import { createModel } from "@/lib/server/models/create-model";
import { createToken } from "@/lib/server/tokens/create-token";
import { signUpUser } from "@/lib/server/users/sign-up-user";

/** Signs up `<label>-<time>@example.org` (named `name`) and registers `modelName` for it. */
export async function createBenchParticipant(
  label: string,
  name: string,
  modelName: string,
): Promise<{ secret: string; modelId: string }> {
  const { createdUserId } = await signUpUser({
    email: `${label}-${Date.now()}@example.org`,
    name,
    password: "bench-password-123",
  });
  if (!createdUserId) throw new Error("no user");
  const user = { id: createdUserId, role: "researcher" };
  const { secret } = await createToken(user, { name: "bench", scopes: ["read", "write"] });
  const model = await createModel(user, {
    name: modelName,
    organisation: name,
    openWeights: false,
    declaredCutoff: "2024-01-31",
    cutoffSource: "bench",
    regime: "closed_book",
    links: [],
  });
  return { secret, modelId: model.id };
}
