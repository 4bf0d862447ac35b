// The demo accounts `npm start` creates on first run. Their passwords are public (they are
// in the README): change them, or delete the accounts, on any server others can reach.
export const DEMO_ACCOUNTS = [
  { email: "admin@livecheck.local", name: "Demo Admin", role: "admin", password: "admin-demo-password" },
  {
    email: "maintainer@livecheck.local",
    name: "Demo Maintainer",
    role: "maintainer",
    password: "maintainer-demo-password",
  },
  {
    email: "researcher@livecheck.local",
    name: "Demo Researcher",
    role: "researcher",
    password: "researcher-demo-password",
  },
] as const;
