/** The four client commands for one benchmark (README "From Python", "From the command line"). */
export function ClientCommands({ slug, host }: { slug: string; host: string }) {
  const base = host.replace(/\/+$/, "");
  const hostFlag = base === "http://localhost:3000" ? "" : ` --host ${base}`;
  const lines = (cmd: string) => [
    `${cmd} login${hostFlag}`,
    `${cmd} download ${slug} --dir data${hostFlag}`,
    `${cmd} submit ${slug} predictions.jsonl --model MODEL --wait${hostFlag}`,
  ];
  return (
    <section className="space-y-2" data-testid="client-commands">
      <h2 className="text-lg font-semibold">From a terminal</h2>
      <p className="text-sm text-gray-700">
        With the Python client (<code>pip install ./clients/python</code> from a clone; standard library only)
        or from a clone with Node (<code>npx livecheck</code>): sign in with a token from Account → API
        tokens, download the files you may download (checksums checked, interrupted files resumed), and
        submit, waiting for the score. MODEL is a model id or name of yours.
      </p>
      <pre className="max-w-full overflow-x-auto rounded bg-gray-100 p-3 text-xs" tabIndex={0}>
        {[
          "pip install ./clients/python",
          ...lines("livecheck"),
          "",
          "# or, from a clone:",
          ...lines("npx livecheck"),
        ].join("\n")}
      </pre>
    </section>
  );
}
