"use client";
import { useActionState } from "react";
import { changeRoleAction, setUserDisabledAction } from "@/lib/actions/admin";
import type { ActionState } from "@/lib/auth/guard-action";
import { Notice } from "@/components/ui/notice";
import { formatDate } from "@/lib/format";
import { Table, Td, Th } from "@/components/ui/table";
import { ROLES } from "@/lib/vocabulary";

type User = {
  id: string;
  email: string;
  name: string;
  role: string;
  createdAt: string;
  maintains: string[];
  disabledAt: string | null;
};

/** What the server said about a row's form: done, or why not. */
function Outcome({ state }: { state: ActionState }) {
  return (
    <>
      {state.message && (
        <span role="status" className="text-green-800">
          {state.message}
        </span>
      )}
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
    </>
  );
}

function RoleForm({ user, isSelf }: { user: User; isSelf: boolean }) {
  const [state, action, pending] = useActionState(changeRoleAction, {});
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={user.id} />
      <label className="sr-only" htmlFor={`role-${user.id}`}>
        Role of {user.email}
      </label>
      <select
        id={`role-${user.id}`}
        name="role"
        defaultValue={user.role}
        disabled={isSelf}
        className="rounded border px-2 py-1"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <button type="submit" disabled={pending || isSelf} className="rounded border px-2 py-1">
        Save
      </button>
      <Outcome state={state} />
    </form>
  );
}

function DisableForm({ user, isSelf }: { user: User; isSelf: boolean }) {
  const [state, action, pending] = useActionState(setUserDisabledAction, {});
  const disabled = user.disabledAt !== null;
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="disabled" value={disabled ? "0" : "1"} />
      {disabled && (
        <span className="rounded bg-red-100 px-2 py-0.5 text-xs text-red-900">
          disabled {formatDate(user.disabledAt)}
        </span>
      )}
      <button
        type="submit"
        disabled={pending || isSelf}
        aria-label={`${disabled ? "Enable" : "Disable"} ${user.email}`}
        className="rounded border px-2 py-1"
      >
        {disabled ? "Enable" : "Disable"}
      </button>
      <Outcome state={state} />
    </form>
  );
}

export function UserTable({ users, selfId }: { users: User[]; selfId: string }) {
  return (
    <Table>
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Email</Th>
          <Th>Maintains</Th>
          <Th>Joined</Th>
          <Th>Role</Th>
          <Th>Account</Th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id} data-testid={`user-${u.email}`}>
            <Td>{u.name}</Td>
            <Td>{u.email}</Td>
            <Td>{u.maintains.join(", ") || "—"}</Td>
            <Td>{formatDate(u.createdAt)}</Td>
            <Td>
              <RoleForm user={u} isSelf={u.id === selfId} />
            </Td>
            <Td>
              <DisableForm user={u} isSelf={u.id === selfId} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
