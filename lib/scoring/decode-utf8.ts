import { ScoringInputError } from "./issues";

/**
 * Decodes a prediction file's bytes as strict UTF-8 (a UTF-8 BOM is dropped); an invalid byte
 * or a UTF-16 file is an error naming the file, never a silent U+FFFD. The server and the
 * scorer CLI both read through this, so they accept exactly the same files.
 */
export async function* decodeUtf8(bytes: AsyncIterable<Uint8Array>, name: string): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let offset = 0;
  for await (const chunk of bytes) {
    if (
      offset === 0 &&
      chunk.length >= 2 &&
      ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))
    ) {
      throw new ScoringInputError([{ file: name, line: 1, message: "the file is UTF-16; save it as UTF-8" }]);
    }
    try {
      yield decoder.decode(chunk, { stream: true });
    } catch {
      throw new ScoringInputError([
        {
          file: name,
          message: `the file is not valid UTF-8 (within bytes ${offset}–${offset + chunk.length})`,
        },
      ]);
    }
    offset += chunk.length;
  }
  try {
    yield decoder.decode();
  } catch {
    throw new ScoringInputError([
      { file: name, message: `the file is not valid UTF-8 (it ends inside a character, at byte ${offset})` },
    ]);
  }
}
